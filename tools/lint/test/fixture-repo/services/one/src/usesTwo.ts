// Expected: boundaries/dependencies (a service imports another service) and no-restricted-imports (by package name).
import { two } from '../../two/src/two';
import { app } from '@fj/core';
export const usesTwo = [two, app];
