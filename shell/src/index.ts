// No async boundary: every shared library the start needs (react, react-dom, the router and query facades, @fj/ui) is
// eager, bundled into this script, so the start runs at once instead of fetching bootstrap and react-dom as two more
// files (a round trip each on a phone: docs/decisions/3102-no-waterfall.md). Federation negotiates the shared
// libraries a remote brings when that remote is first loaded.
import './bootstrap';
