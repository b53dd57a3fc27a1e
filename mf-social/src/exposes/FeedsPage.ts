export { FeedsPage as default } from '../features/feeds/components/FeedsPage';
