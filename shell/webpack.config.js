const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { SHELL, defaultRemoteUrls } = require('../tools/webpack/apps');

module.exports = createMfConfig({
  name: SHELL.name,
  dir: __dirname,
  devPort: SHELL.devPort,
  isHost: true,
  // Fallback when /remotes.json cannot be fetched; the BFF's answer wins (remote URLs are runtime configuration).
  define: (mode) => ({ __DEFAULT_REMOTE_URLS__: defaultRemoteUrls(mode) }),
  plugins: (mode) => [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/index.html'),
      // Absolute: index.html is also the SPA fallback for deep paths like /business/123.
      publicPath: '/',
      scriptLoading: 'defer',
    }),
    new CopyWebpackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }),
    // The service worker is a production concern (a dev SW would cache the dev server's bundles).
    ...(mode === 'production'
      ? [
          new InjectManifest({
            swSrc: path.join(__dirname, 'src/sw.ts'),
            swDest: 'sw.js',
            exclude: [/\.map$/, /^mf-.*\.json$/, /LICENSE\.txt$/],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          }),
        ]
      : []),
  ],
});
