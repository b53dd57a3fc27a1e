import { firstViews } from '@fj/ui/server';
import SocialMediaPage from './exposes/SocialMediaPage';
import PodcastsPage from './exposes/PodcastsPage';
import FeedsPage from './exposes/FeedsPage';

/** This remote's screens as the BFF draws them into a signed-in page (@fj/ui/server; its server build). */
export const drawFirstView = firstViews({
  './SocialMediaPage': SocialMediaPage,
  './PodcastsPage': PodcastsPage,
  './FeedsPage': FeedsPage,
});
