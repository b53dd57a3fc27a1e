// Landing page copy (docs/product.md#landing-page). Plans list the features of each tier.

export const LOGIN_URL = '/api/login';
/** The calls to action that start something open the create-account form (returning visitors use 'Sign in'). */
export const SIGN_UP_URL = '/api/login?mode=register';

export const HERO_TITLE = 'Transform Your Entrepreneurial Dreams Into Reality';

export const QUOTE = {
  text: 'The way to get started is to quit talking and begin doing.',
  author: 'Walt Disney',
} as const;

export type FeatureIcon = 'business' | 'wellness' | 'social' | 'pwa' | 'community' | 'notes';

export const FEATURES: ReadonlyArray<{ title: string; description: string; icon: FeatureIcon }> = [
  {
    title: 'Business Tracking',
    description: 'Revenue, clients and social growth for every business, each with its own CRM-style dashboard.',
    icon: 'business',
  },
  {
    title: 'Wellness Integration',
    description: 'Steps, sleep, calories and mood side by side with your work, with an optional Apple Health link.',
    icon: 'wellness',
  },
  {
    title: 'Social Media Analytics',
    description: 'Link social and podcast accounts to each business and follow how they grow.',
    icon: 'social',
  },
  {
    title: 'PWA Experience',
    description: 'Install it on your home screen for a fast, app-like experience on any phone.',
    icon: 'pwa',
  },
  {
    title: 'Community Platform',
    description: 'Share wins, ask questions and get motivated by other founders.',
    icon: 'community',
  },
  {
    title: 'Smart Notes & Admin',
    description: 'Notes, meeting notes with agenda templates, action items and teams in one place.',
    icon: 'notes',
  },
];

export const TRUST_BADGES = ['GDPR Compliant', 'Stripe Secure', 'PWA Ready'] as const;

// The plans are shared with checkout (mf-settings), so they live in @fj/ui.
export { FREE_PLAN, PREMIUM_PLAN } from '@fj/ui';
