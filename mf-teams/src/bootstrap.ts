// mf-teams has no page of its own: the shell loads its screens through remoteEntry.js (see webpack.config.js).
export {};
