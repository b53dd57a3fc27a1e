// Signed-in routes (docs/product.md#routes): the table lives in @fj/contracts, which the BFF shares.
export { ROUTES, type RemoteModuleId, type RemoteRouteDef } from '@fj/contracts/app-routes';
