// The container build's production dependencies: only what a process of the image loads. Rewrites the copied
// package.json files in place (never the repository's):
//   node server-manifest.mjs app      the BFF and the services: no Prisma CLI (migrations are the migrate image's);
//                                     the BFF's one use of @fj/ui is its stylesheet, copied into the image on its
//                                     own instead of installing the UI kit's React dependencies
//   node server-manifest.mjs migrate  @fj/db alone: the Prisma CLI, the job queue's migrations, pg
// Either way the root loses its dev tools and @fj/db the embedded PostgreSQL builds (a container has DATABASE_URL).
import fs from 'node:fs';

const target = process.argv[2];
const WORKSPACES = {
  app: [
    'packages/contracts',
    'packages/db',
    'packages/server-kit',
    'bff',
    'services/core',
    'services/social',
    'services/payments',
    'services/community',
  ],
  migrate: ['packages/db'],
}[target];
if (!WORKSPACES) throw new Error('usage: node server-manifest.mjs app|migrate');

const edit = (file, change) => {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
};
edit('package.json', (root) => {
  root.workspaces = WORKSPACES;
  delete root.devDependencies;
  delete root.overrides;
});
for (const dir of WORKSPACES) {
  edit(`${dir}/package.json`, (pkg) => {
    delete pkg.devDependencies;
    if (dir === 'packages/db') {
      delete pkg.optionalDependencies;
      if (target === 'app') delete pkg.dependencies.prisma;
    }
    if (dir === 'bff') delete pkg.dependencies['@fj/ui'];
  });
}
