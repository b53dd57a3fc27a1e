export { AnalyticsPage as default } from '../features/analytics/components/AnalyticsPage';
