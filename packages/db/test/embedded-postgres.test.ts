import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The launcher is an ES module (scripts/embedded-postgres.mjs); drive it from a child process.
function runLauncher(dataDir: string): { dataDir: string; answer: number; pidFileGone: boolean } {
  const launcher = path.resolve(__dirname, '../scripts/embedded-postgres.mjs');
  const stackLib = path.resolve(__dirname, '../../../scripts/stack.cjs');
  const code = `
    import { startEmbeddedPostgres } from ${JSON.stringify(launcher)};
    import stack from ${JSON.stringify(stackLib)};
    import pg from 'pg';
    import fs from 'node:fs';
    const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: await stack.freePort(), ephemeral: true, log: () => {} });
    const client = new pg.Client({ connectionString: server.url() });
    await client.connect();
    const { rows } = await client.query('SELECT 41 + 1 AS answer');
    await client.end();
    await server.stop();
    console.log(JSON.stringify({ dataDir: server.dataDir, answer: rows[0].answer, pidFileGone: !fs.existsSync(server.dataDir + '/postmaster.pid') }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

const isRoot = process.getuid?.() === 0;

describe('embedded PostgreSQL launcher', () => {
  it('initialises, serves queries and stops cleanly', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-launch-'));
    fs.chmodSync(dir, 0o755);
    try {
      const result = runLauncher(path.join(dir, 'postgres'));
      expect(result.answer).toBe(42);
      expect(result.pidFileGone).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  // Only root has a postgres user to run as and directories that user may be shut out of;
  // CI runs as root, so this runs there.
  (isRoot ? it : it.skip)(
    'as root, keeps the data where the postgres user can reach it when the project dir is private',
    () => {
      const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-private-'));
      fs.chmodSync(privateDir, 0o700); // like a clone under /root
      try {
        const result = runLauncher(path.join(privateDir, '.data', 'postgres'));
        expect(result.answer).toBe(42);
        expect(result.dataDir.startsWith(path.join(os.tmpdir(), 'founder-journal-pgdata-'))).toBe(true);
        fs.rmSync(result.dataDir, { recursive: true, force: true });
      } finally {
        fs.rmSync(privateDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('test cluster clean-up', () => {
  it('removes clusters whose test run died, keeps those whose run is alive', () => {
    const dead = execFileSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).trim();
    const orphan = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-test-pg-'));
    const live = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-test-pg-'));
    fs.writeFileSync(path.join(orphan, 'fj-owner-pid'), dead);
    fs.writeFileSync(path.join(live, 'fj-owner-pid'), String(process.pid));
    const helper = path.resolve(__dirname, '../testing/test-postgres.mjs');
    execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      `import { reapOrphanTestClusters } from ${JSON.stringify(helper)}; reapOrphanTestClusters();`,
    ]);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    fs.rmSync(live, { recursive: true, force: true });
  });
});
