// The pre-rendered landing page (docs/decisions/0702-pre-rendered-landing.md), two compilations in the shell's build:
//  - `landing-prerender` (Node): LandingPage rendered with react-dom's prerenderToNodeStream;
//  - `landing` (browser): a small bundle that hydrates the same components, without Module Federation (the
//    landing page loads no remote, so it does not pay for the federation runtime), and index.html: the
//    pre-rendered markup with the page's CSS inline (hash-allowed by the BFF's CSP), so first paint and LCP wait
//    for neither JavaScript nor /remotes.json nor /api/auth/user.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { PrecompressPlugin } = require('../tools/webpack/PrecompressPlugin');
const { swcRule } = require('../tools/webpack/swcRule');

const resolve = {
  extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
  conditionNames: ['source', '...'],
};

/** Comments and runs of white space removed: the CSS goes into every landing HTML response. */
const compactCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();

/** The landing page's manifest and icons (the app's page links the manifest and the PNG icon after its first screen). */
const LANDING_ICON_LINKS = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />',
  '<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192" />',
].join('\n    ');

function landingConfigs({ dir, after }) {
  const prerenderOut = path.join(dir, '.landing-prerender');
  const prerender = {
    name: 'landing-prerender',
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { prerender: './src/landing/prerender.tsx' },
    output: { path: prerenderOut, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve,
    // Packages load from node_modules as they are; our workspace packages compile from source.
    externals: [
      ({ request }, callback) =>
        /^(?![./]|@fj\/)[^:]+$/.test(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
    // Style sheet imports do nothing in Node (the browser build inlines the CSS into index.html).
    module: { rules: [swcRule('es2022'), { test: /\.css$/, type: 'asset/source' }] },
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-warnings',
  };

  const landing = {
    name: 'landing',
    dependencies: [after, 'landing-prerender'],
    mode: 'production',
    target: 'web',
    context: dir,
    entry: { landing: './src/landing/hydrate.tsx' },
    output: {
      path: path.join(dir, 'dist', 'landing'),
      publicPath: '/landing/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // The app build (which runs first) already cleaned dist/.
      clean: false,
    },
    resolve,
    module: {
      rules: [
        swcRule('es2020'),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
      new PrecompressPlugin(),
      new HtmlWebpackPlugin({
        filename: '../index.html',
        inject: false,
        minify: false,
        templateContent: async ({ compilation, htmlWebpackPlugin }) => {
          const template = fs.readFileSync(path.join(dir, 'src/index.html'), 'utf8');
          const bundle = path.join(prerenderOut, 'prerender.js');
          delete require.cache[require.resolve(bundle)];
          const markup = await require(bundle).renderLandingPage();
          const css = htmlWebpackPlugin.files.css
            .map((file) => compilation.assets[file.replace(/^\/landing\//, '')].source().toString())
            .join('\n');
          const scripts = htmlWebpackPlugin.files.js.map((src) => `<script defer src="${src}"></script>`).join('');
          const out = template
            .replace(/\s*<style>[\s\S]*?<\/style>/, `\n    <style>${compactCss(css)}</style>`)
            .replace('</head>', `  ${scripts}\n  </head>`)
            .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
            // The landing page runs none of the app: it links its manifest and icons itself.
            .replace(/<!-- The app's icon links[\s\S]*?\/>/, LANDING_ICON_LINKS)
            // The app's pages only (decision 3102): the landing page shows no dates.
            .replace(/\s*<!-- While the app's scripts download[\s\S]*?<\/script>/, '')
            .replace('<div id="root"></div>', `<div id="root" data-prerendered="landing">${markup}</div>`);
          return out;
        },
      }),
    ],
    // The CSS is inline in index.html: its file is emitted too, but nothing links it. The HTML is not minified:
    // the minifier drops the <!-- --> markers React puts between adjacent text nodes, and hydration then fails.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimizeOptions: { html: false } },
    devtool: 'hidden-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [prerender, landing];
}

module.exports = { landingConfigs };
