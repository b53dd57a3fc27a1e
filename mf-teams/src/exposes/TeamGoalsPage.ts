export { TeamGoalsPage as default } from '../features/team-goals/components/TeamGoalsPage';
