export { CommunityPage as default } from '../features/community/components/CommunityPage';
