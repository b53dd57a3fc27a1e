export { TeamChatPage as default } from '../features/team-chat/components/TeamChatPage';
