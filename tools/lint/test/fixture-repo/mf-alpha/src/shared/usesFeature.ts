// Expected: boundaries/dependencies (src/shared imports a feature).
import { two } from '../features/two/two';
export const usesFeature = two;
