import pg from 'pg';

/**
 * Workaround for prisma/orm#27403 (https://github.com/prisma/prisma/issues/27403):
 * the pg driver adapter cannot map PostgreSQL catalog types (name, char, int2vector,
 * regproc, xid, pg_node_tree, name[], int2vector[]), which the WASM schema engine reads
 * while introspecting during `migrate`. We make those columns read as text / text[].
 */
const CATALOG_OID_AS: Record<number, number> = {
  18: 25, 19: 25, 22: 25, 24: 25, 28: 25, 194: 25, // char, name, int2vector, regproc, xid, pg_node_tree -> text
  1002: 1009, 1003: 1009, // char[], name[] -> text[]
};
const remap = (oid: number) => CATALOG_OID_AS[oid] ?? oid;

type QueryConfigLike = { types?: { getTypeParser: (oid: number, format?: string) => unknown } };

function wrapQuery<T extends { query: (...args: any[]) => any }>(target: T): T {
  const original = target.query.bind(target);
  target.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && (config as QueryConfigLike).types) {
      const types = (config as QueryConfigLike).types!;
      const getTypeParser = types.getTypeParser.bind(types);
      (config as QueryConfigLike).types = { getTypeParser: (oid, format) => getTypeParser(remap(oid), format) };
    }
    const result = original(config, ...rest);
    if (result && typeof result.then === 'function') {
      return result.then((res: pg.QueryResult) => {
        for (const field of res?.fields ?? []) field.dataTypeID = remap(field.dataTypeID);
        return res;
      });
    }
    return result;
  }) as T['query'];
  return target;
}

/** A pg.Pool whose results (and pooled clients' results) carry the remapped OIDs. */
export function createShimmedPool(config: pg.PoolConfig): pg.Pool {
  const pool = wrapQuery(new pg.Pool(config));
  // An idle client can be terminated by the server (e.g. a shadow database being reset);
  // without a listener that would crash the process.
  pool.on('error', () => {});
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as any).connect = async (...args: unknown[]) => {
    if (args.length) return (connect as any)(...args);
    const client = await connect();
    if (!(client as any).__fjShimmed) {
      wrapQuery(client);
      (client as any).__fjShimmed = true;
    }
    return client;
  };
  return pool;
}
