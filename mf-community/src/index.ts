// Async boundary: federation negotiates the shared singletons before any of them runs.
// Nothing to do on failure here: the browser reports a chunk that could not load.
void import('./bootstrap');
