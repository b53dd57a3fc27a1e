export { ConnectPlatformsDialog as default } from '../features/social-accounts/components/ConnectPlatformsDialog';
