// Expected: boundaries/dependencies (the shell imports a remote's source instead of loading it through federation).
import { beta } from '../../mf-beta/src/beta';
export const usesRemote = beta;
