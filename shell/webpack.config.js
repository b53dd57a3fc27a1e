const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { StartChunksPlugin } = require('../tools/webpack/StartChunksPlugin');
const { CompileHintsPlugin } = require('../tools/webpack/CompileHintsPlugin');
const { SHELL, defaultRemoteUrls } = require('../tools/webpack/apps');
const { landingConfigs } = require('./webpack.landing');

const app = createMfConfig({
  name: SHELL.name,
  dir: __dirname,
  devPort: SHELL.devPort,
  isHost: true,
  // The signed-in chrome, drawn by the BFF around a remote's drawn screen (src/firstViews.tsx, decision 3114).
  firstViews: true,
  // Fallback when /remotes.json cannot be fetched; the BFF's answer wins (remote URLs are runtime configuration).
  define: (mode) => ({ __DEFAULT_REMOTE_URLS__: defaultRemoteUrls(mode) }),
  plugins: (mode) => [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/index.html'),
      // In production the app shell is app.html (the BFF serves it to signed-in users and the service worker for
      // offline navigations); index.html is the pre-rendered landing page (webpack.landing.js). The dev server
      // has no landing build: its index.html is the app shell, which renders the landing page itself.
      filename: mode === 'production' ? 'app.html' : 'index.html',
      // Absolute: the app shell is also the document for deep paths like /business/123.
      publicPath: '/',
      scriptLoading: 'defer',
      // The favicon in the page (no request beside the first screen's scripts): the SVG with its quotes single and
      // only the characters a data URL must escape escaped.
      faviconDataUrl: `data:image/svg+xml,${fs
        .readFileSync(path.join(__dirname, 'public/icons/favicon.svg'), 'utf8')
        .replace(/\s*\n\s*/g, '')
        .replace(/"/g, "'")
        .replace(/[%#<>]/g, encodeURIComponent)}`,
    }),
    new CopyWebpackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }),
    // What a signed-in screen waits for, for the BFF to preload (decision 3102).
    new StartChunksPlugin({ requests: ['../app/SignedInApp'] }),
    // The service worker is a production concern (a dev SW would cache the dev server's bundles).
    ...(mode === 'production'
      ? [
          // The main script, React DOM and the libraries run on every page load: compiled while they download
          // (decision 3111).
          new CompileHintsPlugin(),
          new InjectManifest({
            swSrc: path.join(__dirname, 'src/sw.ts'),
            swDest: 'sw.js',
            // The .br/.gz copies are the same files: the browser decodes what it is sent.
            exclude: [/\.map$/, /^mf-.*\.json$/, /LICENSE\.txt$/, /\.(br|gz)$/, /^start-chunks\.json$/],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          }),
        ]
      : []),
  ],
});

// Production: the app (MF host), then the landing page pre-rendered from the same components into index.html.
module.exports = (env, argv) => {
  if (argv.mode === 'development') return app(env, argv);
  const [appConfig, firstViewsConfig] = app(env, argv);
  // The start script in three files the page names at once (React DOM, the router and query libraries, the rest):
  // fetched side by side on a phone's connections instead of one 114 KB file on one (docs/decisions/3106).
  const split = {
    ...appConfig.optimization,
    splitChunks: {
      cacheGroups: {
        reactDom: {
          test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
          name: 'react-dom',
          chunks: 'initial',
          enforce: true,
        },
        libraries: {
          test: /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/,
          name: 'libraries',
          chunks: 'initial',
          enforce: true,
        },
      },
    },
  };
  return [
    { ...appConfig, optimization: split, name: 'app' },
    firstViewsConfig,
    ...landingConfigs({ dir: __dirname, after: 'app' }),
  ];
};
