// '@fj/ui/offline' (a separate shared entry, loaded after the first view or when the app goes offline): the signed-in
// user's store on this device — the persisted query cache and the outbox — and the 'Needs attention' list.
// docs/decisions/2602-offline-first.md.
export { startOffline, stopOffline, restoreSession, clearUserData, forgetCachedData } from './session';
export { enqueue, replayNow, retryWrite, discardWrite, keepMine, keepTheirs, SYNC_TAG } from './outbox';
export { NeedsAttention } from './NeedsAttention';
