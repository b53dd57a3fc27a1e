/** The plans (docs/product.md#plans-and-limits): what the landing page and checkout say each plan includes. */
export const FREE_PLAN = {
  name: 'Free Plan',
  price: '£0',
  cadence: 'forever',
  features: ['1 business', 'Basic tracking', 'Social media integration', 'Mobile PWA'],
  cta: 'Start Free',
} as const;

export const PREMIUM_PLAN = {
  name: 'Premium',
  deal: 'Founder Deal',
  price: '£30',
  cadence: 'one-time',
  features: [
    'Unlimited businesses',
    'Advanced analytics & reporting',
    'Apple Health integration',
    'Multiple podcast tracking',
    'RSS feed reader',
    'Hormonal cycle tracking',
    'Premium features',
    'Priority support',
  ],
  note: 'No recurring charges',
  cta: 'Get Founder Access',
} as const;
