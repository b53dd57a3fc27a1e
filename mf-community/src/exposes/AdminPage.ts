export { AdminPage as default } from '../features/admin/components/AdminPage';
