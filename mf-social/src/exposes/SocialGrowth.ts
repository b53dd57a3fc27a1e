export { SocialGrowth as default } from '../features/social-growth/components/SocialGrowth';
