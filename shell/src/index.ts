// Async boundary: the shared libraries this script bundles (react, router, query, @fj/ui: eager) are provided at once;
// federation negotiates the rest, and sets up the remotes' share scope, before bootstrap runs.
// Nothing to do on failure here: the browser reports a chunk that could not load.
void import('./bootstrap');
