export { BusinessesPage as default } from '../features/businesses/components/BusinessesPage';
