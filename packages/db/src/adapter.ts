import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { createShimmedPool } from './pg-shim';
import { withDatabase } from './url';

/**
 * Driver adapter for the Prisma CLI (schema engine). `@prisma/adapter-pg`'s own
 * `connectToShadowDb` ends up on the main database when given a pool, so we create
 * (or reset) a separate `<db>_shadow` database on the same server instead.
 * See prisma/orm#27403 for the catalog-type shim used by both connections.
 */
export class MigrationAdapterFactory extends PrismaPg {
  constructor(private readonly url: string) {
    super(createShimmedPool({ connectionString: url, allowExitOnIdle: true }));
  }

  override async connect() {
    return wholeScripts(await super.connect());
  }

  override async connectToShadowDb() {
    const database = new URL(this.url).pathname.slice(1) + '_shadow';
    // The schema owner may not create databases: SHADOW_DATABASE_ADMIN_URL names a role that may, for this one step.
    const admin = new pg.Client({
      connectionString: process.env.SHADOW_DATABASE_ADMIN_URL ?? withDatabase(this.url, 'postgres'),
    });
    const owner = decodeURIComponent(new URL(this.url).username);
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${database}" OWNER "${owner.replace(/"/g, '""')}"`);
    } finally {
      await admin.end();
    }
    return wholeScripts(
      await new PrismaPg(
        createShimmedPool({ connectionString: withDatabase(this.url, database), allowExitOnIdle: true }),
      ).connect(),
    );
  }
}

/**
 * `@prisma/adapter-pg` 6.19 runs a migration script by splitting it on every ";", which breaks any function body
 * (`$$ BEGIN …; END $$`, e.g. our notification triggers). Send the script whole instead, as the native engine does:
 * PostgreSQL's simple query protocol runs several statements and understands dollar quoting.
 */
function wholeScripts<T extends object>(adapter: T): T {
  const target = adapter as unknown as {
    client: { query(sql: string): Promise<unknown> };
    onError(error: unknown): never;
    executeScript(script: string): Promise<void>;
  };
  target.executeScript = async (script: string) => {
    try {
      await target.client.query(script);
    } catch (error) {
      target.onError(error);
    }
  };
  return adapter;
}
