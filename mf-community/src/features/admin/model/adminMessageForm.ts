import type { AdminMessageType } from '@fj/contracts';
import { ADMIN_MESSAGE_MISSING, MAX_ADMIN_MESSAGE_CONTENT, MAX_ADMIN_MESSAGE_TITLE } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';

export interface AdminMessageFormValues {
  title: string;
  content: string;
  type: AdminMessageType;
  priority: string;
}

export const EMPTY_ADMIN_MESSAGE: AdminMessageFormValues = { title: '', content: '', type: 'tip', priority: '1' };

export const TYPE_LABELS: Record<AdminMessageType, string> = {
  tip: 'Tip',
  motivation: 'Motivation',
  announcement: 'Announcement',
  update: 'Update',
};
/** Priority 1 to 5, labelled 1 Low … 5 Critical. */
export const PRIORITY_OPTION_LABELS: Record<string, string> = {
  '1': '1 - Low',
  '2': '2 - Normal',
  '3': '3 - Medium',
  '4': '4 - High',
  '5': '5 - Critical',
};

export function validateAdminMessage(values: AdminMessageFormValues): FieldErrors<'title' | 'content'> {
  return {
    title: isBlank(values.title)
      ? ADMIN_MESSAGE_MISSING
      : values.title.trim().length > MAX_ADMIN_MESSAGE_TITLE
        ? `Title is at most ${MAX_ADMIN_MESSAGE_TITLE} characters`
        : undefined,
    content: isBlank(values.content)
      ? ADMIN_MESSAGE_MISSING
      : values.content.trim().length > MAX_ADMIN_MESSAGE_CONTENT
        ? `Content is at most ${MAX_ADMIN_MESSAGE_CONTENT} characters`
        : undefined,
  };
}

/** Engagement Rate as a whole percentage, '—' when there is nothing to measure. */
export const formatEngagement = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
