// Expected: boundaries/dependencies (a service imports the BFF).
import { bff } from '../../../bff/src/app';
export const usesBff = bff;
