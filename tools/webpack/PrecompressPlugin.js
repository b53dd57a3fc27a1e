// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every script and style sheet, once at build
// time: the BFF sends the smallest one the browser accepts without compressing anything per request
// (docs/decisions/3105-precompressed-assets.md).
const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');

const NAME = 'PrecompressPlugin';
const COMPRESSIBLE = /\.(js|css)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and every other change to the files' content.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = asset.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const info = { compressed: true };
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), info);
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })), info);
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
