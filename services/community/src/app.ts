import type { Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { teamsRouter } from './teams/router';
import { teamGoalsRouter } from './team-goals/router';

export const SERVICE_NAME = 'community';

/** Community owns the shared spaces: teams (membership, roles, goals), and the community feed. */
export function createCommunityApp(db: Db) {
  return createServiceApp({ name: SERVICE_NAME, routers: [teamsRouter(db), teamGoalsRouter(db)] });
}
