// Marks the scripts every signed-in page runs first for eager compilation (docs/decisions/3111-compile-hints.md):
// V8 (Chrome 136+) compiles every function of a file that starts with the magic comment `//# allFunctionsCalledOnLoad`
// on a background thread while the file streams in, instead of compiling each function on the main thread when it is
// first called. Other browsers read it as a comment.
const { Compilation, sources } = require('webpack');

const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (a minifier would drop the comment or move it), before the source maps are written (the
        // line it adds is mapped) and before the content hashes and the compressed copies are made from the files.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          // The initial chunks: the ones the page names in script tags (the main script and the libraries split from it).
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
