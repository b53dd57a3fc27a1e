import { leavePage } from '@fj/ui';

/** After the account is gone: a full load of the landing page, so nothing of the signed-in app stays in memory. */
export function openLandingPage(): void {
  leavePage('/');
}
