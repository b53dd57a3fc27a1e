export declare const TEMPLATE: string;
/** Starts an ephemeral PostgreSQL with a migrated template; sets TEST_PG_ADMIN_URL (superuser), TEST_PG_OWNER_URL, TEST_PG_APP_URL and TEST_PG_TEMPLATE. */
export declare function startTestPostgres(options?: {
  log?: (message: string) => void;
}): Promise<{ adminUrl: string; stop(): Promise<void> }>;
/** Stops and deletes test clusters whose owning process has died. */
export declare function reapOrphanTestClusters(): void;
