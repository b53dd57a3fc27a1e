const { createMfConfig } = require('../tools/webpack/createMfConfig');
const { remoteByFolder } = require('../tools/webpack/apps');

const { name, devPort } = remoteByFolder('mf-business');

// Each exposed module is one route component (default export); the shell's routing/routeTable.ts maps paths to them.
module.exports = createMfConfig({
  name,
  dir: __dirname,
  devPort,
  exposes: {
    './BusinessesPage': './src/exposes/BusinessesPage.ts',
    './BusinessDashboardPage': './src/exposes/BusinessDashboardPage.ts',
    './AnalyticsPage': './src/exposes/AnalyticsPage.ts',
    './ContentPlanPage': './src/exposes/ContentPlanPage.ts',
    './NotesPage': './src/exposes/NotesPage.ts',
    './MeetingNotesPage': './src/exposes/MeetingNotesPage.ts',
  },
  firstViews: true,
});
