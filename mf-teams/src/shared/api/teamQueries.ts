import { useQuery } from '@tanstack/react-query';
import type { TeamDetail, TeamList } from '@fj/contracts';
import { ApiError } from '@fj/ui';

// Query keys of the teams remote. The default query function GETs the key segments joined by '/', so the keys are
// the URLs: the list, a team under the list's prefix (invalidating the list refreshes both), and its goals under that.

/** GET /api/teams */
export const TEAMS_KEY = ['/api/teams'] as const;
/** GET /api/teams/:id */
export const teamKey = (teamId: string) => ['/api/teams', encodeURIComponent(teamId)] as const;
/** GET /api/teams/:id/goals */
export const goalsKey = (teamId: string) => ['/api/teams', encodeURIComponent(teamId), 'goals'] as const;

export const teamUrl = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`;

export function useTeams() {
  return useQuery<TeamList>({ queryKey: TEAMS_KEY });
}

export function useTeamDetail(teamId: string) {
  return useQuery<TeamDetail>({ queryKey: teamKey(teamId) });
}

/** Unknown ids and teams the user is not in both answer 404 (never revealing which). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
