import type { CommunityCategory, ReportReason } from '@fj/contracts';

/** Category buttons and badges (a Record, so a category the contract adds fails to compile here). */
export const CATEGORY_LABELS: Record<CommunityCategory, string> = {
  general: 'General',
  success: 'Success Stories',
  question: 'Questions',
  motivation: 'Motivation',
  networking: 'Networking',
};
export const CATEGORIES = Object.keys(CATEGORY_LABELS) as CommunityCategory[];
export const DEFAULT_CATEGORY: CommunityCategory = 'general';

export const isCategory = (value: string | null): value is CommunityCategory =>
  value !== null && value in CATEGORY_LABELS;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  misinformation: 'False or misleading',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];
