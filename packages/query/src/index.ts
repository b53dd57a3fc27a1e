// TanStack Query as the apps see it. Every app imports '@tanstack/react-query' as usual; the shared webpack config
// (tools/webpack/shared.js) serves those imports from this module, one federation singleton (one QueryClient
// context, one onlineManager). A shared module is not tree-shaken, so sharing @tanstack/react-query itself ships all
// of it (hydration, suspense and prefetch hooks, useQueries...) to every first view; behind this facade webpack
// keeps only what the apps use (docs/decisions/2604-query-facade-and-home-budget.md).
//
// Using a name that is not listed here? Add it: test/facade.test.ts fails until you do (the browser would otherwise
// get `undefined` at run time, since shared modules are not checked at build time).
// '#react-query' is @tanstack/react-query itself (package.json "imports"), under a name the share config does not map.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  hashKey,
  keepPreviousData,
  onlineManager,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '#react-query';
