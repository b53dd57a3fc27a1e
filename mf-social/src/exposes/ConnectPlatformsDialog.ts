export { ConnectPlatformsDialog as default } from '../shared/components/ConnectPlatformsDialog';
