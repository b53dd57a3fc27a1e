/**
 * The one rule that compiles our TypeScript and JSX (packages compile from source): for the browser builds, the
 * landing page's prerender and the first views' server builds.
 * @param {string} target the ECMAScript version to emit, e.g. 'es2020'
 * @param {boolean} [development] React's development JSX transform
 */
const swcRule = (target, development = false) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target,
        transform: { react: { runtime: 'automatic', development } },
      },
    },
  },
});

module.exports = { swcRule };
