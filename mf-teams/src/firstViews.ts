import { firstViews } from '@fj/ui/server';
import TeamsPage from './exposes/TeamsPage';

/** This remote's screens as the BFF draws them into a signed-in page (@fj/ui/server; its server build). */
export const drawFirstView = firstViews({
  './TeamsPage': TeamsPage,
});
