// Expected: boundaries/dependencies (a remote imports another remote's source).
import { beta } from '../../mf-beta/src/beta';
export const usesBeta = beta;
