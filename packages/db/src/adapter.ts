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
    super(createShimmedPool({ connectionString: url }));
  }

  override async connectToShadowDb() {
    const database = new URL(this.url).pathname.slice(1) + '_shadow';
    const admin = new pg.Client({ connectionString: withDatabase(this.url, 'postgres') });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${database}"`);
    } finally {
      await admin.end();
    }
    return new PrismaPg(createShimmedPool({ connectionString: withDatabase(this.url, database) })).connect();
  }
}
