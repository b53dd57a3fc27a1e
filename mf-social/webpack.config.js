const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { remoteByFolder } = require('../tools/webpack/apps');

const { name, devPort } = remoteByFolder('mf-social');

// Each exposed module is one route component (default export); the shell's routing/routeTable.ts maps paths to them.
module.exports = createMfConfig({
  name,
  dir: __dirname,
  devPort,
  exposes: {
    './SocialMediaPage': './src/exposes/SocialMediaPage.ts',
    './PodcastsPage': './src/exposes/PodcastsPage.ts',
    './FeedsPage': './src/exposes/FeedsPage.ts',
    // Not a route: the home dashboard's Social Growth section, loaded by mf-home through the shell's federation instance.
    './SocialGrowth': './src/exposes/SocialGrowth.ts',
    // Not a route: the Connect Platforms dialog, for any screen that offers to link an account.
    './ConnectPlatformsDialog': './src/exposes/ConnectPlatformsDialog.ts',
  },
  firstViews: true,
});
