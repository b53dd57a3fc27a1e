import { firstViews } from '@fj/ui/server';
import NotificationsPage from './exposes/NotificationsPage';

/**
 * This remote's screens as the BFF draws them into a signed-in page (@fj/ui/server; its server build). Not Settings:
 * its app card describes this device (window, navigator) as it renders.
 */
export const drawFirstView = firstViews({ './NotificationsPage': NotificationsPage });
