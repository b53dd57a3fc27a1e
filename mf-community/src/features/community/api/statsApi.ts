import { useQuery } from '@tanstack/react-query';
import type { CommunityStats } from '@fj/contracts';
import { STATS_KEY } from '../../../shared/api/keys';

/** GET /api/community/stats (the default query function reads the key). */
export const useCommunityStats = () => useQuery<CommunityStats>({ queryKey: STATS_KEY });
