export { SocialMediaPage as default } from '../features/social-media/components/SocialMediaPage';
