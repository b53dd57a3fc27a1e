// Expected: boundaries/dependencies (a dynamic import crosses features too).
export const loadTwo = () => import('../two/two');
