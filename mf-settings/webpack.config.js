const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { remoteByFolder } = require('../tools/webpack/apps');

const { name, devPort } = remoteByFolder('mf-settings');

// Each exposed module is one route component (default export); the shell's routing/routeTable.ts maps paths to them.
module.exports = createMfConfig({
  name,
  dir: __dirname,
  devPort,
  exposes: {
    './SettingsPage': './src/exposes/SettingsPage.ts',
    './CheckoutPage': './src/exposes/CheckoutPage.ts',
    './NotificationsPage': './src/exposes/NotificationsPage.ts',
  },
  firstViews: true,
});
