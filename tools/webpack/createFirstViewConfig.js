const path = require('node:path');
const webpack = require('webpack');
const { swcRule } = require('./swcRule');

/**
 * The server build of a remote's first views (docs/decisions/3114-a-first-view-drawn-by-the-server.md): its
 * `src/firstViews`, bundled for Node.js with what it imports (React among it) into `<dist>/server/first-views.js`,
 * which the BFF loads to draw a signed-in route's screen into its page. Style sheets are the browser build's business
 * (the page links them); here they are inert strings.
 * @param {object} options
 * @param {string} options.dir the app directory
 * @param {string} options.dist the browser build's output folder (this build writes its `server` folder)
 * @param {Record<string, string>} options.alias the browser build's resolve aliases (the router's production build)
 */
function createFirstViewConfig({ dir, dist, alias }) {
  return {
    mode: 'production',
    name: 'first-views',
    target: 'node20',
    context: dir,
    entry: { 'first-views': './src/firstViews' },
    devtool: false,
    output: {
      path: path.join(dist, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], conditionNames: ['source', '...'], alias },
    module: {
      rules: [
        swcRule('es2022'),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // One file: what a screen loads lazily is drawn as its fallback anyway.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createFirstViewConfig };
