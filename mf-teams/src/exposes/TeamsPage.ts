export { TeamsPage as default } from '../features/teams/components/TeamsPage';
