// The import boundaries of the repo (docs/architecture.md, "Rules of the house"), checked by eslint-plugin-boundaries
// on resolved paths (relative imports included) and by no-restricted-imports on package names.
// tools/lint/test/boundaries.test.mjs proves each rule fires.
import path from 'node:path';
import boundariesPlugin from 'eslint-plugin-boundaries';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Code that runs in the browser: it never imports a server package. */
export const browserCode = [
  'shell/{src,test}/**/*.{ts,tsx}',
  'mf-*/{src,test}/**/*.{ts,tsx}',
  'packages/ui/{src,test}/**/*.{ts,tsx}',
  'packages/router/{src,test}/**/*.{ts,tsx}',
  'packages/query/{src,test}/**/*.{ts,tsx}',
];

const serverPackages = [
  '@fj/server-kit',
  '@fj/db',
  '@fj/bff',
  '@fj/core',
  '@fj/social',
  '@fj/payments',
  '@fj/community',
  '@prisma/*',
  'prisma',
  'express',
  'express-*',
  'pg',
  'pg-*',
  'graphile-worker',
  'undici',
  'web-push',
  'stripe',
  'http-proxy-middleware',
  'passport',
  'passport-*',
];

const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/**`]);

/** The same boundaries for imports by package name (no-restricted-imports). */
export const packageBoundaries = [
  {
    files: browserCode,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: withSubpaths(serverPackages),
              message:
                'Browser code never imports a server package: call the API through @fj/ui, types from @fj/contracts.',
            },
            {
              group: withSubpaths(['@fj/shell', '@fj/mf-*']),
              message: 'Remotes and the shell never import each other: they meet through federation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/**/*.{ts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: withSubpaths(['@fj/core', '@fj/social', '@fj/payments', '@fj/community', '@fj/bff']),
              message: 'Services never import each other or the BFF: they talk over HTTP or a job.',
            },
          ],
        },
      ],
    },
  },
];

const from = (name) => `{{ from.element.captured.${name} }}`;
const to = (name) => `{{ to.element.captured.${name} }}`;
const remoteCode = { element: { types: { anyOf: ['remote', 'feature', 'shared'] } } };

export const boundaries = {
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  plugins: { boundaries: boundariesPlugin },
  settings: {
    // Paths are matched from the repository root (partialMatch: false); the first matching element wins.
    'boundaries/elements': [
      { type: 'feature', pattern: 'mf-*/src/features/*', capture: ['app', 'feature'], partialMatch: false },
      { type: 'shared', pattern: 'mf-*/src/shared', capture: ['app'], partialMatch: false },
      { type: 'remote', pattern: 'mf-*', capture: ['app'], partialMatch: false },
      { type: 'shell', pattern: 'shell', partialMatch: false },
      { type: 'service', pattern: 'services/*', capture: ['service'], partialMatch: false },
      { type: 'bff', pattern: 'bff', partialMatch: false },
    ],
    // Element patterns are relative to the repo root, wherever ESLint runs from (the env variable
    // ESLINT_PLUGIN_BOUNDARIES_ROOT_PATH overrides it: the rule's own test points it at a fixture repo).
    'boundaries/root-path': repoRoot,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: remoteCode,
            disallow: {
              to: {
                element: { types: { anyOf: ['remote', 'feature', 'shared'] }, captured: { app: `!${from('app')}` } },
              },
            },
            message: `Remotes never import each other: mf-${from('app')} reaches mf-${to('app')} only through federation.`,
          },
          {
            from: remoteCode,
            disallow: { to: { element: { type: 'shell' } } },
            message: 'A remote never imports the shell: it gets what the shell provides through @fj/ui.',
          },
          {
            from: { element: { type: 'shell' } },
            disallow: { to: remoteCode },
            message: 'The shell never imports a remote: it loads it through federation (loadRemote).',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: { element: { type: 'feature', captured: { app: from('app'), feature: `!${from('feature')}` } } },
            },
            message: `Features meet only in src/shared: move what ${from('feature')} needs from ${to('feature')} to mf-${from('app')}/src/shared.`,
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: 'feature', captured: { app: from('app') } } } },
            message: `src/shared serves the features and never imports one: move what it needs from ${to('feature')} to src/shared too.`,
          },
          {
            from: { element: { type: 'service' } },
            disallow: { to: { element: { type: 'service', captured: { service: `!${from('service')}` } } } },
            message: `Services never import each other: ${from('service')} talks to ${to('service')} over HTTP or a job.`,
          },
          {
            from: { element: { type: 'service' } },
            disallow: { to: { element: { type: 'bff' } } },
            message: 'A service never imports the BFF.',
          },
        ],
      },
    ],
  },
};
