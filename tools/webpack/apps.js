// The federated apps: federation name, folder (also its path under /remotes/ on the BFF) and dev server port.
// The shell reads this at build time for its default remote URLs; each app's webpack.config.js for its port.
const SHELL = { name: 'shell', folder: 'shell', devPort: 3100 };

const REMOTES = [
  { name: 'mf_home', folder: 'mf-home', devPort: 3101 },
  { name: 'mf_business', folder: 'mf-business', devPort: 3102 },
  { name: 'mf_social', folder: 'mf-social', devPort: 3103 },
  { name: 'mf_community', folder: 'mf-community', devPort: 3104 },
  { name: 'mf_teams', folder: 'mf-teams', devPort: 3105 },
  { name: 'mf_settings', folder: 'mf-settings', devPort: 3106 },
];

/** Where a remote's entry lives when nothing else is configured: the BFF's static path, or its dev server. */
function defaultRemoteUrls(mode) {
  return Object.fromEntries(
    REMOTES.map((r) => [
      r.name,
      mode === 'development' ? `http://localhost:${r.devPort}/remoteEntry.js` : `/remotes/${r.folder}/remoteEntry.js`,
    ]),
  );
}

function remoteByFolder(folder) {
  const remote = REMOTES.find((r) => r.folder === folder);
  if (!remote) throw new Error(`unknown remote folder ${folder}`);
  return remote;
}

module.exports = { SHELL, REMOTES, defaultRemoteUrls, remoteByFolder };
