import { firstViews } from '@fj/ui/server';
import HomePage from './exposes/HomePage';
import JournalPage from './exposes/JournalPage';
import WellnessPage from './exposes/WellnessPage';

/** This remote's screens as the BFF draws them into a signed-in page (@fj/ui/server; its server build). */
export const drawFirstView = firstViews({
  './HomePage': HomePage,
  './JournalPage': JournalPage,
  './WellnessPage': WellnessPage,
});
