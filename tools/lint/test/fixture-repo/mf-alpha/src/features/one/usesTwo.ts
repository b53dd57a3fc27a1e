// Expected: boundaries/dependencies (a feature imports another feature of its remote).
import { two } from '../two/two';
export const usesTwo = two;
