import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { embeddedUrl } from './src/url';
import { MigrationAdapterFactory } from './src/adapter';

// Without a URL, `prisma generate` on a clean install tries to download a query engine.
process.env.DATABASE_URL ??= embeddedUrl();
process.env.CHECKPOINT_DISABLE ??= '1';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(__dirname, 'prisma', 'schema.prisma'),
  migrations: { path: path.join(__dirname, 'prisma', 'migrations') },
  adapter: async () => new MigrationAdapterFactory(process.env.DATABASE_URL!),
});
