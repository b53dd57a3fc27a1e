import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CATALOG } from '@fj/contracts';
import { createPrisma } from '@fj/db';
import { createTestDatabase, type TestDatabase } from '@fj/db/testing';
import { createCoreApp } from '../../services/core/src/app';
import { createSocialApp } from '../../services/social/src/app';
import { createPaymentsApp } from '../../services/payments/src/app';
import { createCommunityApp } from '../../services/community/src/app';
import { createBffApp } from '../src/app';
import { loadConfig, SERVICES, type ServiceName } from '../src/config';
import { ROUTE_TABLE, serviceFor } from '../src/service-table';

// Routes are declared three times: the Express routers each service mounts, the catalogue in @fj/contracts (OpenAPI,
// fuzzing) and the BFF's route → service table. This test reads the routes the real apps mount (Express 5's
// `router.listRoutes()`) and fails on any route one of the three lacks (decision 2522).

/** Routes a service mounts that are not catalogued API calls reached through the BFF table, and why. */
const SERVICE_ONLY: Record<string, string> = {
  'GET /healthz': "every service's health check (the launcher waits for it); outside /api, never proxied",
  'GET /readyz':
    "every service's readiness probe (database reachable, migrations applied); outside /api, never proxied",
  'GET /healthz/chat': "community's count of open chat streams (tests and the chat bench, on loopback)",
  'GET /api/account/export':
    "each service's share of the account export: the BFF calls them itself and answers the catalogued GET /api/account/export",
};

/**
 * /api routes the BFF answers itself that are not catalogued API calls, and why. (Outside /api the BFF serves the
 * app's documents and assets — /privacy, /remotes.json, the sign-in page's files — which are not API calls. The
 * OIDC callback is mounted only with a provider configured, which this test does not start.)
 */
const BFF_ONLY: Record<string, string> = {
  'GET /api/login': 'the sign-in page (HTML), a navigation; with OIDC configured, the redirect to the provider',
  'GET /api/logout': 'sign-out from a link (a navigation, with an HTML confirmation when cross-site)',
  'POST /api/logout': "the confirmation page's form post",
  'GET /api/docs': 'the OpenAPI document generated from the catalogue itself',
  'POST /api/payments/webhook':
    "Stripe's webhook, forwarded by its own route (no session, raw body); catalogued as the payments service's",
};

interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: Listable;
}
/** Express 5's router (router ≥ 2.3) lists what is mounted on it. */
interface Listable {
  listRoutes(): ListedRoute[];
}

/** `GET /api/teams/{}/members/{}`: parameters are compared by position, not by name. */
const routeKey = (method: string, routePath: string) =>
  `${method.toUpperCase()} ${routePath.replace(/:\w+|\{\w+\}/g, '{}')}`;

/** Every method + path mounted on `router`, mounted routers included. */
function mountedRoutes(router: Listable, prefix = ''): string[] {
  return router.listRoutes().flatMap((route) => {
    if (typeof route.path !== 'string')
      throw new Error(`${prefix}: a route given as a pattern (${String(route.path)}) cannot be compared; mount a path`);
    const full = prefix + (route.path === '/' ? '' : route.path);
    if (route.router) return mountedRoutes(route.router, full);
    // HEAD is answered by every GET route; '*' (router.all) would hide the methods it serves.
    return (route.methods ?? [])
      .filter((m) => m !== 'HEAD')
      .map((m) => {
        if (m === '*') throw new Error(`${full}: router.all() cannot be compared; mount each method`);
        return routeKey(m, full);
      });
  });
}

const routerOf = (app: unknown) => (app as { router: Listable }).router;

let database: TestDatabase;
let db: ReturnType<typeof createPrisma>;
let dataDir: string;
let closeBff: () => Promise<void>;
let closeCommunity: () => Promise<void>;
const byService = {} as Record<ServiceName, Set<string>>;
let bffRoutes: Set<string>;

beforeAll(async () => {
  process.env.INTERNAL_JWT_SECRET ??= 'route-registry-test'; // read (and removed) by the apps: nothing in .data
  database = await createTestDatabase();
  db = createPrisma(database.url, { max: 2 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-route-registry-'));
  const apps: Record<ServiceName, unknown> = {
    core: createCoreApp(db),
    social: createSocialApp(db),
    payments: createPaymentsApp(db, { stripe: {} }),
    community: createCommunityApp(db, database.url),
  };
  closeCommunity = async () =>
    (apps.community as { locals: { chatHub: { close(): Promise<void> } } }).locals.chatHub.close();
  for (const name of SERVICES) byService[name] = new Set(mountedRoutes(routerOf(apps[name])));
  const bff = await createBffApp(loadConfig({ ...process.env, DATABASE_URL: database.url, FJ_DATA_DIR: dataDir }));
  closeBff = bff.close;
  bffRoutes = new Set(mountedRoutes(routerOf(bff.app)).filter((key) => key.split(' ')[1].startsWith('/api')));
});
afterAll(async () => {
  await closeBff?.();
  await closeCommunity?.();
  await db?.$disconnect();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const catalogued = new Map(API_CATALOG.map((e) => [routeKey(e.method, e.path), e]));
/** The service the BFF's table sends a route to (parameters filled in), or undefined. */
const tableSends = (key: string) => serviceFor(key.split(' ')[1].replaceAll('{}', 'some-id'));

it('lists each route once in the catalogue', () => {
  expect(API_CATALOG.map((e) => routeKey(e.method, e.path)).filter((key, i, all) => all.indexOf(key) !== i)).toEqual(
    [],
  );
});

it('catalogues every route a service mounts, and the BFF table sends it to that service', () => {
  const problems: string[] = [];
  for (const service of SERVICES) {
    for (const key of byService[service]) {
      if (SERVICE_ONLY[key]) continue;
      const entry = catalogued.get(key);
      if (!entry)
        problems.push(`${key}: mounted by ${service}, missing from the catalogue (packages/contracts/src/catalog.ts)`);
      else if (entry.gateway)
        problems.push(`${key}: mounted by ${service}, but catalogued as answered by the BFF itself`);
      const target = tableSends(key);
      if (target !== service)
        problems.push(
          `${key}: mounted by ${service}, but the BFF table (bff/src/service-table.ts) sends it to ${target ?? 'no service'}`,
        );
    }
  }
  expect(problems).toEqual([]);
});

it('has every catalogued route mounted where the BFF table sends it, or by the BFF itself', () => {
  const problems: string[] = [];
  for (const [key, entry] of catalogued) {
    if (entry.gateway) {
      if (!bffRoutes.has(key))
        problems.push(`${key}: catalogued as the BFF's own, missing from the BFF app (bff/src/app.ts)`);
      continue;
    }
    const target = tableSends(key);
    const mountedBy = SERVICES.filter((s) => byService[s].has(key));
    if (!target) problems.push(`${key}: catalogued, missing from the BFF table (bff/src/service-table.ts)`);
    else if (!byService[target].has(key))
      problems.push(
        `${key}: catalogued and sent to ${target}, missing from ${target}'s routers${mountedBy.length ? ` (mounted by ${mountedBy.join(', ')})` : ''}`,
      );
  }
  expect(problems).toEqual([]);
});

it('catalogues every /api route the BFF answers itself', () => {
  const problems = [...bffRoutes]
    .filter((key) => !BFF_ONLY[key] && !catalogued.get(key)?.gateway)
    .map((key) => `${key}: answered by the BFF, missing from the catalogue as a gateway route (gateway: true)`);
  expect(problems).toEqual([]);
});

it('routes each prefix of the BFF table to a service that mounts routes under it', () => {
  const under = (prefix: string, key: string) => {
    const routePath = key.split(' ')[1];
    return routePath === prefix || routePath.startsWith(prefix + '/');
  };
  const problems = ROUTE_TABLE.filter(
    ([prefix, service]) => ![...byService[service]].some((key) => under(prefix, key) && tableSends(key) === service),
  ).map(([prefix, service]) => `${prefix} → ${service}: in the BFF table, but ${service} mounts no route there`);
  expect(problems).toEqual([]);
});

it('keeps its exceptions honest: each one is still mounted', () => {
  const mountedSomewhere = new Set(SERVICES.flatMap((s) => [...byService[s]]));
  expect(Object.keys(SERVICE_ONLY).filter((key) => !mountedSomewhere.has(key))).toEqual([]);
  expect(Object.keys(BFF_ONLY).filter((key) => !bffRoutes.has(key))).toEqual([]);
});
