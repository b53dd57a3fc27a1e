const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { remoteByFolder } = require('../tools/webpack/apps');

const { name, devPort } = remoteByFolder('mf-community');

// Each exposed module is one route component (default export); the shell's routing/routeTable.ts maps paths to them.
module.exports = createMfConfig({
  name,
  dir: __dirname,
  devPort,
  exposes: {
    './CommunityPage': './src/exposes/CommunityPage.ts',
    './AdminPage': './src/exposes/AdminPage.ts',
  },
  firstViews: true,
});
