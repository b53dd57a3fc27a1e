import { formatNumber } from './intl';

/**
 * A count with its noun, pluralised the English way: '1 note', '2 notes', '0 notes', '1,204 notes'
 * (`plural(n, 'entry', 'entries')` for irregular plurals). One helper, so no screen says '1 notes'.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}
