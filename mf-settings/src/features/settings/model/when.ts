import { formatDate } from '@fj/ui';

/** '26 Nov 2026, 09:30' in the person's own locale and zone. */
export const when = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
