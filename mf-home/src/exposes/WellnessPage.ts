export { WellnessPage as default } from '../features/wellness/components/WellnessPage';
