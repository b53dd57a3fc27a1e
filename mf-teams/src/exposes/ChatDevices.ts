export { ChatDevices as default } from '../features/team-chat/components/ChatDevices';
