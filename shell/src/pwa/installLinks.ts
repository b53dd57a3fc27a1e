import { afterFirstScreen } from '@fj/ui';

/** After start-up, at an idle moment: when the app's manifest and its PNG icon are linked. */
export const INSTALL_LINKS_AFTER_START_MS = 3000;

/**
 * Links the web app manifest and the PNG icon once the first screen is drawn. Chromium fetches the manifest as soon as
 * it is linked, and both icons at the end of parsing (to know whether the app can be installed): on a phone's network
 * those requests took three of the six connections the first screen's scripts were waiting for. Installing is never
 * offered sooner anyway: the install banner waits for the first screen as well (docs/decisions/3107).
 */
export function linkInstallFilesAfterFirstScreen(doc: Document = document): () => void {
  return afterFirstScreen(() => {
    if (doc.head.querySelector('link[rel="manifest"]')) return;
    const manifest = Object.assign(doc.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' });
    const icon = Object.assign(doc.createElement('link'), {
      rel: 'icon',
      href: '/icons/icon-192.png',
      type: 'image/png',
    });
    icon.setAttribute('sizes', '192x192');
    doc.head.append(manifest, icon);
  }, INSTALL_LINKS_AFTER_START_MS);
}
