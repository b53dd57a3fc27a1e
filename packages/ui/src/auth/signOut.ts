// Signing out leaves nothing of the user on this device (docs/decisions/2602-offline-first.md): their store in
// IndexedDB, drafts and caches go first, then the server ends the session.

export const LOGOUT_URL = '/api/logout';

/** Everything of the signed-in user on this device goes (sign-out, account deletion). Never throws. */
export async function forgetThisDevice(): Promise<void> {
  try {
    await (await import('@fj/ui/offline')).clearUserData();
  } catch {
    // The store could not be loaded (offline without it cached): the service worker clears it on /api/logout too.
  }
}

/** Log Out: forget this device's copy, then the server signs out and shows the landing page (a full load). */
export async function signOut(goTo: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  await forgetThisDevice();
  goTo(LOGOUT_URL);
}
