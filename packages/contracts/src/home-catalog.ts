// The home dashboard's fixed catalogues (docs/product.md#home). No zod and no imports: the service validates with them
// (src/home.ts) and the browser renders them ('@fj/contracts/home-catalog').
// One file per catalogue, so a screen's bundle carries only the ones it uses (the package has no side effects).
export * from './home-catalog/widgets';
export * from './home-catalog/features';
export * from './home-catalog/wellness';
export * from './home-catalog/targets';
export * from './home-catalog/journal';
export * from './home-catalog/mood';
export * from './home-catalog/cycle';
