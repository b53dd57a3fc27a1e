import { useSyncExternalStore } from 'react';
import { afterFirstScreen } from '../hooks/afterFirstScreen';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

// Module-level (and @fj/ui is a federation singleton): the shell captures the event once; the install banner and
// the settings screen's "Install as App" button both use it.
let deferred: BeforeInstallPromptEvent | null = null;
let bannerDismissed = false;
// The banner waits for the first screen (docs/product.md#app-chrome): true once the page has had its first look.
let bannerAllowed = true;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** How long after start-up the banner may appear at the earliest (then it waits for an idle moment as well). */
export const INSTALL_BANNER_DELAY_MS = 4000;

/**
 * Call once at startup: hides the browser's own prompt and keeps the event for our Install buttons. The banner shows
 * no sooner than `bannerDelayMs` later, once the browser is idle: Chromium offers installation while a screen is still
 * loading, and the banner's code and drawing then competed with the screen's own (and pulled the eye from it). The
 * settings screen's "Install as App" can be used at once.
 */
export function captureInstallPrompt(
  target: Window = window,
  { bannerDelayMs = INSTALL_BANNER_DELAY_MS }: { bannerDelayMs?: number } = {},
): () => void {
  bannerAllowed = bannerDelayMs <= 0;
  const cancelBanner = bannerAllowed
    ? () => undefined
    : afterFirstScreen(
        () => {
          bannerAllowed = true;
          notify();
        },
        bannerDelayMs,
        target,
      );
  const onBeforeInstall = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    deferred = null;
    notify();
  };
  target.addEventListener('beforeinstallprompt', onBeforeInstall);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    cancelBanner();
    target.removeEventListener('beforeinstallprompt', onBeforeInstall);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser prompt, waits for the choice, then forgets the event (it can be used only once). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  deferred = null;
  notify();
  return outcome;
}

/** The banner's dismiss: hide it and discard the event. */
export function dismissInstallBanner(): void {
  deferred = null;
  bannerDismissed = true;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getCanInstall = () => deferred !== null;
const getBannerVisible = () => deferred !== null && !bannerDismissed && bannerAllowed;

export function useInstallPrompt() {
  const canInstall = useSyncExternalStore(subscribe, getCanInstall, getCanInstall);
  const bannerVisible = useSyncExternalStore(subscribe, getBannerVisible, getBannerVisible);
  return { canInstall, bannerVisible, promptInstall, dismissInstallBanner };
}

/** Test helper. */
export function resetInstallPrompt(): void {
  deferred = null;
  bannerDismissed = false;
  bannerAllowed = true;
  notify();
}
