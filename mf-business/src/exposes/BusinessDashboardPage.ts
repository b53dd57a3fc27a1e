export { BusinessDashboardPage as default } from '../features/business-dashboard/components/BusinessDashboardPage';
