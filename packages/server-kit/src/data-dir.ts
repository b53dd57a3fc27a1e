// The one data-directory rule and generate-once secret (decision 2520), written in plain JS so the launcher scripts
// share it without a build: see ../data-dir.cjs.
export { dataDir, persistedSecret } from '../data-dir.cjs';
