const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { remoteByFolder } = require('../tools/webpack/apps');

const { name, devPort } = remoteByFolder('mf-teams');

// Each exposed module is one route component (default export); the shell's routing/routeTable.ts maps paths to them.
// ChatDevices is a section for Settings (mf-settings loads it through federation).
module.exports = createMfConfig({
  name,
  dir: __dirname,
  devPort,
  exposes: {
    './TeamsPage': './src/exposes/TeamsPage.ts',
    './TeamChatPage': './src/exposes/TeamChatPage.ts',
    './TeamGoalsPage': './src/exposes/TeamGoalsPage.ts',
    './TeamSettingsPage': './src/exposes/TeamSettingsPage.ts',
    './ChatDevices': './src/exposes/ChatDevices.ts',
  },
  firstViews: true,
});
