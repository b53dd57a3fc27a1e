// What a signed-in screen loads before it can draw, written at build time for the BFF to name in the page, so the
// browser fetches it at once instead of one level after another (docs/decisions/3102-no-waterfall.md):
// - the shell's start-chunks.json: the files of its start (the signed-in app, the shared libraries it uses)
//   and, per shared library it provides, the files that load it (none when bundled into main: eager);
// - each remote's expose-shares.json: per exposed module, the shared libraries it needs before it runs, with the
//   files of the remote's own copy (used when the shell provides none).
const { Compilation, sources } = require('webpack');

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** Chunks collected with their chunk groups' chunks; `add` takes a chunk group (or nothing). */
function chunkSet() {
  const chunks = new Set();
  return { chunks, add: (group) => group && group.chunks.forEach((chunk) => chunks.add(chunk)) };
}

const scriptsOf = (chunks) =>
  [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort();

/** @param {import('webpack').Compiler} compiler @param {string} name @param {string} filename @param {(c: Compilation) => unknown} write */
function emitJson(compiler, name, filename, write) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
      compilation.emitAsset(filename, new sources.RawSource(JSON.stringify(write(compilation))));
    });
  });
}

class StartChunksPlugin {
  /**
   * @param {object} options
   * @param {string[]} options.requests the dynamic imports on the way to a screen (e.g. '../app/SignedInApp'): their chunk
   *   groups, and the chunks of the shared modules those chunks consume from this build, are listed
   * @param {string} [options.filename]
   */
  constructor({ requests, filename = 'start-chunks.json' }) {
    this.requests = requests;
    this.filename = filename;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    emitJson(compiler, 'StartChunksPlugin', this.filename, (compilation) => startFiles(compilation, this.requests));
  }
}

/** @param {Compilation} compilation @param {string[]} requests */
function startFiles(compilation, requests) {
  const { chunkGraph } = compilation;
  // The shell provides the shared libraries itself: a consumed one is loaded from its provide module's chunks.
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE) provided.set(module._name, module);
  const provideChunks = (module) => {
    const set = chunkSet();
    for (const block of module?.blocks ?? []) set.add(chunkGraph.getBlockChunkGroup(block));
    return set.chunks;
  };

  const start = chunkSet();
  for (const group of compilation.chunkGroups)
    if (group.origins.some((origin) => requests.includes(origin.request))) start.add(group);
  // Chunks added while iterating are visited too (a shared library consuming another, e.g. react-dom → react).
  for (const chunk of start.chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      for (const c of provideChunks(provided.get(module.options.shareKey))) start.chunks.add(c);
    }

  const publicPath = (file) => `/${file}`;
  const all = [...start.chunks].flatMap((chunk) => [...chunk.files]).sort();
  return {
    scripts: all.filter((file) => file.endsWith('.js')).map(publicPath),
    styles: all.filter((file) => file.endsWith('.css')).map(publicPath),
    shared: Object.fromEntries(
      [...provided].map(([key, module]) => [key, scriptsOf(provideChunks(module)).map(publicPath)]),
    ),
  };
}

const EXPOSE_GROUP = '__federation_expose_';

/** A remote's expose-shares.json (see the top of this file). */
class ExposeSharesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    emitJson(compiler, 'ExposeSharesPlugin', 'expose-shares.json', (compilation) => {
      const { chunkGraph } = compilation;
      // A library no other app provided is taken from the remote's share scope entry: its provide module's chunks.
      const provided = new Map();
      for (const module of compilation.modules) if (module.type === PROVIDE) provided.set(module._name, module);
      const exposes = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!name.startsWith(EXPOSE_GROUP)) continue;
        const shares = {};
        for (const chunk of group.chunks)
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== CONSUME) continue;
            const key = module.options.shareKey;
            const own = chunkSet();
            for (const block of (provided.get(key) ?? module).blocks) own.add(chunkGraph.getBlockChunkGroup(block));
            shares[key] = scriptsOf(own.chunks);
          }
        exposes[name.slice(EXPOSE_GROUP.length)] = shares;
      }
      return exposes;
    });
  }
}

module.exports = { StartChunksPlugin, ExposeSharesPlugin };
