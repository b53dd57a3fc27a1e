// The router as the apps see it. Every app imports 'react-router' (or 'react-router-dom') as usual; the shared
// webpack config (tools/webpack/shared.js) serves those imports from this module, one federation singleton.
// A shared module is not tree-shaken, so sharing react-router itself costs ~59 KB gzip; this facade re-exports
// only what the apps use, and webpack tree-shakes react-router behind it (~13 KB).
//
// Using a name that is not listed here? Add it: test/facade.test.ts fails until you do (the browser would
// otherwise get `undefined` at run time, since shared modules are not checked at build time).
// '#react-router' is react-router itself (package.json "imports"), under a name the share config does not map.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from '#react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from '#react-router';
