import { createPrisma } from '@fj/db';
import { createTestDatabase } from '@fj/db/testing';
import { describeServiceBasics } from '@fj/server-kit/testing';
import { createPaymentsApp, SERVICE_NAME } from '../src/app';

describeServiceBasics(SERVICE_NAME, async () => {
  const database = await createTestDatabase();
  const db = createPrisma(database.url, { max: 2 });
  return {
    app: createPaymentsApp(db),
    close: async () => {
      await db.$disconnect();
      await database.drop();
    },
  };
});
