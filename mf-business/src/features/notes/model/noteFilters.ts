import type { NoteCategory } from '@fj/contracts';
import type { ChipOption } from '@fj/ui';

/** The categories, as one note says them (badge, form). */
export const NOTE_CATEGORY_LABELS: Record<NoteCategory, string> = {
  general: 'General',
  meeting: 'Meeting',
  idea: 'Idea',
  reminder: 'Reminder',
  todo: 'To-do',
  project: 'Project',
};

/** The categories in the contract's order (a test compares them with the contract's list). */
export const NOTE_CATEGORY_CHOICES = [
  'general',
  'meeting',
  'idea',
  'reminder',
  'todo',
  'project',
] as const satisfies readonly NoteCategory[];

export type CategoryFilter = NoteCategory | 'all';

/** All, Meetings, Ideas, To-dos, Projects — then the rest of the categories. */
export const CATEGORY_FILTERS: ChipOption<CategoryFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'meeting', label: 'Meetings' },
  { value: 'idea', label: 'Ideas' },
  { value: 'todo', label: 'To-dos' },
  { value: 'project', label: 'Projects' },
  { value: 'general', label: 'General' },
  { value: 'reminder', label: 'Reminders' },
];

export interface NoteFilters {
  /** the search as typed (debounced by the screen); blank = no search */
  q: string;
  category: CategoryFilter;
  tag: string | null;
}

export const NO_FILTERS: NoteFilters = { q: '', category: 'all', tag: null };

/** The query string of GET /api/notes for these filters and page (empty parts left out). */
export function notesQueryString({ q, category, tag }: NoteFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category !== 'all') params.set('category', category);
  if (tag) params.set('tag', tag);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const isFiltering = ({ q, category, tag }: NoteFilters) => q.trim() !== '' || category !== 'all' || tag !== null;

/**
 * The empty state (docs/product.md#notes): always 'No notes found'; when searching (here: any filter narrows the list)
 * it says to adjust the search, else it invites the first note.
 */
export const emptyNotesHint = (filters: NoteFilters) =>
  isFiltering(filters) ? 'Try adjusting your search terms.' : 'Create your first note to get started!';
