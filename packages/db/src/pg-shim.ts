import pg from 'pg';

/**
 * Workaround for prisma/orm#27403 (https://github.com/prisma/prisma/issues/27403):
 * the pg driver adapter cannot map PostgreSQL catalog types (name, char, int2vector,
 * regproc, xid, pg_node_tree, name[], int2vector[]), which the WASM schema engine reads
 * while introspecting during `migrate`. We make those columns read as text / text[].
 */
const CATALOG_OID_AS: Record<number, number> = {
  18: 25,
  19: 25,
  22: 25,
  24: 25,
  28: 25,
  194: 25, // char, name, int2vector, regproc, xid, pg_node_tree -> text
  1002: 1009,
  1003: 1009, // char[], name[] -> text[]
};
const remap = (oid: number) => CATALOG_OID_AS[oid] ?? oid;

type QueryConfigLike = { types?: { getTypeParser: (oid: number, format?: string) => unknown } };

/** pg's query() has many overloads; the shim passes every call through unchanged apart from the type OIDs. */
type Query = (config: unknown, ...rest: unknown[]) => unknown;
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

function wrapQuery<T extends { query: unknown }>(target: T): T {
  const original = (target.query as Query).bind(target);
  const query: Query = (config, ...rest) => {
    if (config && typeof config === 'object' && (config as QueryConfigLike).types) {
      const types = (config as QueryConfigLike).types!;
      const getTypeParser = types.getTypeParser.bind(types);
      (config as QueryConfigLike).types = { getTypeParser: (oid, format) => getTypeParser(remap(oid), format) };
    }
    const result = original(config, ...rest);
    if (isThenable(result)) {
      return result.then((res) => {
        for (const field of (res as pg.QueryResult | undefined)?.fields ?? [])
          field.dataTypeID = remap(field.dataTypeID);
        return res;
      });
    }
    return result;
  };
  target.query = query;
  return target;
}

/** A pg.Pool whose results (and pooled clients' results) carry the remapped OIDs. */
export function createShimmedPool(config: pg.PoolConfig): pg.Pool {
  const pool = wrapQuery(new pg.Pool(config));
  // An idle client can be terminated by the server (e.g. a shadow database being reset);
  // without a listener that would crash the process.
  pool.on('error', () => {});
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const shimmed = new WeakSet<pg.PoolClient>();
  const connectShimmed = async () => {
    const client = await (connect() as Promise<pg.PoolClient>);
    if (!shimmed.has(client)) {
      wrapQuery(client);
      shimmed.add(client);
    }
    return client;
  };
  // connect(callback) keeps pg's callback style (unshimmed, as before); connect() is the promise Prisma uses.
  pool.connect = ((...args: unknown[]) => (args.length ? connect(...args) : connectShimmed())) as typeof pool.connect;
  return pool;
}
