export { PodcastsPage as default } from '../features/podcasts/components/PodcastsPage';
