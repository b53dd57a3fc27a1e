export { createPrisma, poolOf, type Db } from './client';
export { databaseReadiness, shippedMigrations } from './readiness';
export { embeddedUrl, withDatabase, EMBEDDED_PORT, EMBEDDED_DATABASE } from './url';
export { readSnapshot, type DbTransaction } from './snapshot';
export { createSqlPool, isOverloaded, type SqlPool, type SqlPoolOptions } from './pool';
export { listenToChannels, type ChannelHandlers, type ChannelListener, type ListenOptions } from './listen';
export * from './generated/prisma/client';
