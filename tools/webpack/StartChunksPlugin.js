// Writes start-chunks.json: the script and style files the shell loads before a signed-in screen can render, so the
// BFF can name them in the page and the browser fetches them at once instead of one level after another
// (docs/decisions/3102-no-waterfall.md).
const { Compilation, sources } = require('webpack');

const NAME = 'StartChunksPlugin';
const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

class StartChunksPlugin {
  /**
   * @param {object} options
   * @param {string[]} options.requests the dynamic imports on the way to a screen (e.g. './bootstrap'): their chunk
   *   groups, and the chunks of the shared modules those chunks consume from this build, are listed
   * @param {string} [options.filename]
   */
  constructor({ requests, filename = 'start-chunks.json' }) {
    this.requests = requests;
    this.filename = filename;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const files = startFiles(compilation, this.requests);
        compilation.emitAsset(this.filename, new sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

/** @param {Compilation} compilation @param {string[]} requests */
function startFiles(compilation, requests) {
  const { chunkGraph } = compilation;
  // The shell provides the shared libraries itself: a consumed one is loaded from its provide module's chunks.
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE) provided.set(module._name, module);

  const chunks = new Set();
  const addGroup = (group) => group && group.chunks.forEach((chunk) => chunks.add(chunk));
  for (const group of compilation.chunkGroups)
    if (group.origins.some((origin) => requests.includes(origin.request))) addGroup(group);
  // Chunks added while iterating are visited too (a shared library consuming another, e.g. react-dom → react).
  for (const chunk of chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      const provide = provided.get(module.options.shareKey);
      for (const block of provide?.blocks ?? []) addGroup(chunkGraph.getBlockChunkGroup(block));
    }

  const publicPath = (file) => `/${file}`;
  const all = [...chunks].flatMap((chunk) => [...chunk.files]).sort();
  return {
    scripts: all.filter((file) => file.endsWith('.js')).map(publicPath),
    styles: all.filter((file) => file.endsWith('.css')).map(publicPath),
  };
}

module.exports = { StartChunksPlugin };
