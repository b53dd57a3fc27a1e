const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { remoteByFolder } = require('../tools/webpack/apps');

const { name, devPort } = remoteByFolder('mf-home');

// Each exposed module is one route component (default export); the shell's routing/routeTable.ts maps paths to them.
module.exports = createMfConfig({
  name,
  dir: __dirname,
  devPort,
  exposes: {
    './HomePage': './src/exposes/HomePage.ts',
    './WellnessPage': './src/exposes/WellnessPage.ts',
    './JournalPage': './src/exposes/JournalPage.ts',
  },
  firstViews: true,
});
