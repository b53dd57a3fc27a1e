// typescript-eslint resolved from this package, where `typescript` is TypeScript 6 (typescript-eslint needs its JS
// API; the TypeScript 7 at the repo root has none). npm nests both here because the root's typescript@7 does not
// satisfy typescript-eslint's peer range; the root package.json's override keeps ts-api-utils nested with them.
export { default } from 'typescript-eslint';
