export { createPrisma, type Db } from './client';
export { embeddedUrl, withDatabase, EMBEDDED_PORT, EMBEDDED_DATABASE } from './url';
export * from './generated/prisma/client';
