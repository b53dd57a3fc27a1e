export { NotificationsPage as default } from '../features/notifications/components/NotificationsPage';
