import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateJournalEntryRequest,
  JournalDayCount,
  JournalEntry,
  JournalPage,
  UpdateJournalEntryRequest,
} from '@fj/contracts';
import {
  apiJson,
  apiRequest,
  errorMessage,
  patchCachedRecords,
  queryMeta,
  toast,
  toastFailure,
  useWrite,
} from '@fj/ui';
import { invalidateWellnessDays } from '../../../shared/api/wellnessDay';

const JOURNAL_KEY = '/api/journal';
const isJournalKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(JOURNAL_KEY);

export interface JournalFilters {
  q: string;
  tag: string | null;
  /** one day from the calendar */
  day: string | null;
}

export function journalQueryString({ q, tag, day }: JournalFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (tag) params.set('tag', tag);
  if (day) {
    params.set('from', day);
    params.set('to', day);
  }
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/journal, 30 a page by cursor; the previous results stay (dimmed) while a new search loads. */
export function useJournal(filters: JournalFilters) {
  return useInfiniteQuery({
    queryKey: [JOURNAL_KEY, { q: filters.q.trim(), tag: filters.tag, day: filters.day }],
    queryFn: ({ pageParam }) => apiJson<JournalPage>('GET', `${JOURNAL_KEY}${journalQueryString(filters, pageParam)}`),
    meta: queryMeta(`${JOURNAL_KEY}${journalQueryString(filters, null)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The calendar's month: GET /api/journal/days?from&to. */
export const useJournalDays = (from: string, to: string) =>
  useQuery<JournalDayCount[]>({ queryKey: [`${JOURNAL_KEY}/days?from=${from}&to=${to}`] });

function useRefetchJournal() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ predicate: (q) => isJournalKey(q.queryKey) });
    // An entry may set its day's mood, which home and wellness show.
    invalidateWellnessDays(queryClient);
    // Journal days count toward the streak achievements.
    void queryClient.invalidateQueries({ queryKey: ['/api/achievements'] });
  };
}

const saveFailed = (error: unknown) =>
  toastFailure(error, { title: 'Save Failed', description: errorMessage(error, 'Could not save your entry') });
const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40).trim()}…` : text);

/** Kept offline when there is no connection (docs/decisions/2602-offline-first.md); listed as waiting to sync. */
export function useCreateJournalEntry() {
  const refetch = useRefetchJournal();
  return useWrite<CreateJournalEntryRequest, JournalEntry>({
    request: (body) => ({ method: 'POST', url: JOURNAL_KEY, body }),
    describe: (body) => `Journal entry "${excerpt(body.content)}"`,
    onSaved: () => {
      refetch();
      toast({ title: 'Entry saved' });
    },
    onError: saveFailed,
  });
}

/** An edit carries the version it started from (`version`): changed elsewhere meanwhile, the person chooses. */
export function useUpdateJournalEntry() {
  const refetch = useRefetchJournal();
  return useWrite<{ id: string; body: UpdateJournalEntryRequest; version?: string }, JournalEntry>({
    request: ({ id, body, version }) => ({ method: 'PUT', url: `${JOURNAL_KEY}/${id}`, body, ifMatch: version }),
    describe: ({ body }) => `Edit journal entry${body.content ? ` "${excerpt(body.content)}"` : ''}`,
    onQueued: ({ id, body }, _queued, queryClient) => patchCachedRecords(queryClient, JOURNAL_KEY, id, body),
    onSaved: () => {
      refetch();
      toast({ title: 'Entry updated' });
    },
    onError: saveFailed,
  });
}

/** The DELETE behind removeWithUndo: runs once the Undo toast has closed. */
export function useDeleteJournalEntry() {
  const refetch = useRefetchJournal();
  return async (id: string) => {
    try {
      await apiRequest('DELETE', `${JOURNAL_KEY}/${id}`);
    } catch (error) {
      toastFailure(error, { title: 'Delete Failed', description: errorMessage(error, 'Could not delete the entry') });
      throw error;
    } finally {
      refetch();
    }
  };
}
