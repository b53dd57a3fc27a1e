// Allowed: features meet in src/shared.
import { shared } from '../../shared/shared';
export const usesShared = shared;
