// Allowed: a service imports its own files.
import { usesTwo } from './usesTwo';
export const own = usesTwo;
