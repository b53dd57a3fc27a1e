// A PostgreSQL server from the operating system's packages (Debian's `postgresql`, Homebrew's, …), started on its own
// in a throwaway directory: the "database you run yourself" of the deployment tests, unlike the embedded one.
// As root it runs as the `postgres` OS user (PostgreSQL refuses root), which Debian's package creates.
const { execFileSync, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The newest server's bin directory with `initdb` (PostgreSQL ≥ 15), or undefined. */
function findPostgresBin() {
  const candidates = [];
  for (const root of ['/usr/lib/postgresql', '/usr/local/opt', '/opt/homebrew/opt']) {
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root)) {
      const version = Number((entry.match(/(\d+)$/) ?? [])[1]);
      const bin = path.join(root, entry, 'bin');
      if (version >= 15 && fs.existsSync(path.join(bin, 'initdb'))) candidates.push({ version, bin });
    }
  }
  candidates.sort((a, b) => b.version - a.version);
  if (candidates[0]) return candidates[0].bin;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return onPath ? path.dirname(onPath) : undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** Run a server binary, as `postgres` when we are root. */
function run(bin, args, options = {}) {
  const file = path.join(bin, args[0]);
  if (!isRoot()) return execFileSync(file, args.slice(1), { stdio: 'pipe', ...options });
  const quoted = [file, ...args.slice(1)].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe', ...options });
}

/**
 * initdb + start on 127.0.0.1:`port` (password auth over TCP). Resolves to the superuser's URL builder and `stop()`.
 */
async function startSystemPostgres({ port, bin = findPostgresBin(), log = () => {} }) {
  if (!bin) throw new Error('No PostgreSQL server found: install one (Debian: apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-system-pg-'));
  const data = path.join(dir, 'data');
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(path.join(dir, 'pw'), password);
  if (isRoot()) execFileSync('chown', ['-R', 'postgres', dir]);
  run(bin, [
    'initdb',
    '-D',
    data,
    '-U',
    'postgres',
    '--auth-host=scram-sha-256',
    '--auth-local=peer',
    `--pwfile=${path.join(dir, 'pw')}`,
  ]);
  fs.rmSync(path.join(dir, 'pw'));
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`;
  run(bin, ['pg_ctl', '-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  log(`› PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port}`);
  const url = (database = 'postgres', user = 'postgres', pass = password) =>
    `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}/${database}`;
  return {
    port,
    dir,
    url,
    adminUrl: url(),
    stop() {
      try {
        run(bin, ['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The README's role and database statements ("Your own PostgreSQL"), with these passwords, one per entry. */
function readmeRoleStatements({ owner, app }) {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Your own PostgreSQL'));
  const sql = section.match(/```sql\n([\s\S]*?)```/)[1];
  return sql
    .replace("'owner-password'", `'${owner}'`)
    .replace("'app-password'", `'${app}'`)
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

exports.findPostgresBin = findPostgresBin;
exports.readmeRoleStatements = readmeRoleStatements;
exports.startSystemPostgres = startSystemPostgres;
