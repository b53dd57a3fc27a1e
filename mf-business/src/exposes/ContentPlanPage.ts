export { ContentPlanPage as default } from '../features/content-plan/components/ContentPlanPage';
