// One webpack config for the shell (MF host) and the six remotes, so they build the same way.
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared');
const { PrecompressPlugin } = require('./PrecompressPlugin');
const { ExposeSharesPlugin } = require('./StartChunksPlugin');
const { createFirstViewConfig } = require('./createFirstViewConfig');
const { swcRule } = require('./swcRule');

const RUNTIME_CORE_ESM = require.resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js');
// React Router 7's package exports name only its development build (warnings and checks on, in every condition); the
// production build beside it is the same API without them (docs/decisions/3113-the-router-s-production-build.md).
const REACT_ROUTER_DEV = require.resolve('react-router').replace(/\.js$/, '.mjs');
const REACT_ROUTER_PRODUCTION = REACT_ROUTER_DEV.replace(
  `${path.sep}dist${path.sep}development${path.sep}`,
  `${path.sep}dist${path.sep}production${path.sep}`,
);

/**
 * @param {object} options
 * @param {string} options.name federation name, e.g. 'mf_home' (underscores: it becomes a JS global)
 * @param {string} options.dir the app directory (__dirname of its webpack.config.js)
 * @param {number} options.devPort dev server port
 * @param {Record<string, string>} [options.exposes] remote modules, e.g. { './HomePage': './src/exposes/HomePage.ts' }
 * @param {boolean} [options.isHost] the shell: html page, SPA fallback, /api proxy
 * @param {(mode: string) => import('webpack').WebpackPluginInstance[]} [options.plugins] extra plugins per mode
 * @param {(mode: string) => Record<string, unknown>} [options.define] compile-time constants per mode
 * @param {boolean} [options.firstViews] a production build also builds `src/firstViews` for the BFF
 *   (./createFirstViewConfig.js)
 */
function createMfConfig({ name, dir, devPort, exposes, isHost = false, plugins, define, firstViews = false }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    // FJ_DIST_DIR: build one app somewhere else, e.g. a release to deploy on its own (e2e/tests/deploy.spec.ts).
    const dist = process.env.FJ_DIST_DIR || path.join(dir, 'dist');
    const alias = {
      '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM,
      ...(dev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }),
    };
    const browser = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps are written for debugging but not referenced from the bundles, and the BFF never serves them.
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: dist,
        publicPath: 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The server build's folder is its own (built beside this one).
        clean: firstViews ? { keep: /^server[\\/]/ } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        // Workspace packages (@fj/contracts) export their TypeScript under the "source" condition.
        conditionNames: ['source', '...'],
        // The runtime plugin that shares the federation runtime with the remotes is CommonJS: point its runtime-core
        // import at the ES module the bundler runtime already uses, or the shell would carry two copies.
        alias,
      },
      module: {
        rules: [
          swcRule('es2020', dev),
          // Production CSS ships as files (the CSP allows no inline styles); dev keeps style-loader's hot reload.
          { test: /\.css$/, use: [dev ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          // Remote URLs are runtime configuration (/remotes.json), registered by the shell before rendering.
          remotes: {},
          shared: sharedConfig(dir, { isHost }),
          // Use the shared versions already provided (the shell's) instead of first downloading every registered
          // remote's entry to compare versions ('version-first'): the routes load only the remote they show.
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell provides it, remote entries leave it out (~19 KB gzip each).
          // optimization: our remotes are remoteEntry.js URLs (manifest: false), so the runtime's snapshot plugin (for
          // mf-manifest.json remotes) is dead weight, and so is its Node script loader in a browser (~5 KB gzip).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
          // Type download needs the remotes running at build time; the shell has a hand-written remotes.d.ts.
          dts: false,
          // The shell loads remoteEntry.js (a manifest fetch fails before React can show a fallback); a remote's
          // mf-manifest.json tells the BFF which chunks each exposed route loads first, to preload them
          // (docs/decisions/3102-no-waterfall.md).
          manifest: !isHost,
        }),
        new webpack.DefinePlugin(
          Object.fromEntries(
            Object.entries({
              // A release label shown in Settings (empty unless the build sets FJ_RELEASE).
              'process.env.FJ_RELEASE': process.env.FJ_RELEASE ?? '',
              ...(define ? define(mode) : {}),
            }).map(([k, v]) => [k, JSON.stringify(v)]),
          ),
        ),
        ...(dev
          ? []
          : [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
              new PrecompressPlugin(),
              // Which shared libraries each exposed module needs first, for the BFF to preload (decision 3102).
              ...(exposes ? [new ExposeSharesPlugin()] : []),
            ]),
        ...(plugins ? plugins(mode) : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: dev ? 'named' : 'deterministic',
        // Scripts as before (terser, '...'), and the style sheets too: they block the first paint, and the design
        // system's comments and indentation were a quarter of the shell's (7.3 → 5.3 KB Brotli, decision 3110).
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: isHost ? hostDevServer(dir, devPort) : remoteDevServer(devPort),
    };
    return firstViews && !dev ? [browser, createFirstViewConfig({ dir, dist, alias })] : browser;
  };
}

function hostDevServer(dir, port) {
  const bff = process.env.BFF_URL || 'http://localhost:3000';
  return {
    port,
    hot: true,
    historyApiFallback: true,
    static: { directory: path.join(dir, 'public'), publicPath: '/' },
    // The BFF owns /api and the runtime remote map.
    proxy: [{ context: ['/api', '/remotes.json'], target: bff, changeOrigin: false }],
    client: { overlay: { warnings: false } },
  };
}

function remoteDevServer(port) {
  return {
    port,
    hot: true,
    // The shell (another origin in dev) loads our remoteEntry.js and chunks.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
    allowedHosts: 'all',
    static: false,
    // Our HMR client runs inside the shell's page: connect back to this server's port, not the page's.
    client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false },
  };
}

module.exports = { createMfConfig };
