export { TeamSettingsPage as default } from '../features/team-settings/components/TeamSettingsPage';
