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
    // The schema owner may not create databases; migrate:dev passes the superuser for this one step.
    const admin = new pg.Client({ connectionString: process.env.SHADOW_DATABASE_ADMIN_URL ?? withDatabase(this.url, 'postgres') });
    const owner = decodeURIComponent(new URL(this.url).username);
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${database}" OWNER "${owner.replace(/"/g, '""')}"`);
    } finally {
      await admin.end();
    }
    return new PrismaPg(createShimmedPool({ connectionString: withDatabase(this.url, database) })).connect();
  }
}
