import type { MeetingOutcome, MeetingType } from '@fj/contracts';

/** Negative is shown as 'Challenging', follow-up as 'Needs Follow-up'. */
export const MEETING_OUTCOME_LABELS: Record<MeetingOutcome, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Challenging',
  'follow-up': 'Needs Follow-up',
  // The personal meetings screen's spelling of the same outcome (one table holds both).
  needs_follow_up: 'Needs Follow-up',
};

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  client: 'Client',
  team: 'Team',
  sales: 'Sales',
  strategy: 'Strategy',
  video: 'Video Call',
  phone: 'Phone Call',
  vendor: 'Vendor',
  investor: 'Investor',
};

/** What the business meeting form offers, in this order (docs/product.md#business-meetings). */
export const BUSINESS_MEETING_TYPE_CHOICES = [
  'client',
  'team',
  'sales',
  'strategy',
  'video',
  'phone',
] as const satisfies readonly MeetingType[];
export const BUSINESS_MEETING_OUTCOME_CHOICES = [
  'positive',
  'neutral',
  'negative',
  'follow-up',
] as const satisfies readonly MeetingOutcome[];

export type OutcomeTone = 'success' | 'secondary' | 'destructive' | 'default';

export const MEETING_OUTCOME_TONES: Record<MeetingOutcome, OutcomeTone> = {
  positive: 'success',
  neutral: 'secondary',
  negative: 'destructive',
  'follow-up': 'default',
  needs_follow_up: 'default',
};
