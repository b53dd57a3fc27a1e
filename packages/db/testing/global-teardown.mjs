export default async function globalTeardown() {
  await globalThis.__FJ_TEST_PG__?.stop();
}
