import { useQuery } from '@tanstack/react-query';
import type { WellnessGoals } from '@fj/contracts';

/** GET /api/wellness/goals: the user's goals (the defaults until changed), for /wellness and the home widget alike. */
export const GOALS_KEY = ['/api/wellness/goals'] as const;
export const useWellnessGoals = () => useQuery<WellnessGoals>({ queryKey: GOALS_KEY });
