import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteRequest, Note, NotePage, NoteTagCount, UpdateNoteRequest } from '@fj/contracts';
import { apiJson, apiRequest, patchCachedRecords, queryMeta, toast, toastFailure, useWrite } from '@fj/ui';
import { notesQueryString, type NoteFilters } from '../model/noteFilters';

/** Every notes list (one per filter) sits under this key; the tag chips have their own. */
const NOTES_KEY = ['/api/notes'] as const;
/** GET /api/notes/tags (the default query function reads the key). */
const NOTE_TAGS_KEY = ['/api/notes/tags'] as const;

const notesKey = ({ q, category, tag }: NoteFilters) => [...NOTES_KEY, { q: q.trim(), category, tag }] as const;

/**
 * The notes for these filters, searched and paged by the server (50 a page, `fetchNextPage` for more). While a new
 * search runs, the previous results stay on screen (`isPlaceholderData`).
 */
export function useNotes(filters: NoteFilters) {
  return useInfiniteQuery({
    queryKey: notesKey(filters),
    queryFn: ({ pageParam }) => apiJson<NotePage>('GET', `/api/notes${notesQueryString(filters, pageParam)}`),
    meta: queryMeta(`/api/notes${notesQueryString(filters, null)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export const useNoteTags = () => useQuery<NoteTagCount[]>({ queryKey: NOTE_TAGS_KEY });

/** Lists refetch after mutations — every filtered list and the tag chips. */
function useRefetchNotes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
      queryClient.invalidateQueries({ queryKey: NOTE_TAGS_KEY }),
    ]);
}

/** 'Failed to … note.' with 'Please try again.' (docs/product.md#notes) */
const failed = (what: 'create' | 'update' | 'delete') => (error: unknown) =>
  toastFailure(error, { title: `Failed to ${what} note.`, description: 'Please try again.' });

/** Kept offline when there is no connection (docs/decisions/2602-offline-first.md); listed as waiting to sync. */
export function useCreateNote() {
  const refetch = useRefetchNotes();
  return useWrite<CreateNoteRequest, Note>({
    request: (body) => ({ method: 'POST', url: '/api/notes', body }),
    describe: (body) => `New note "${body.title}"`,
    onSaved: () => {
      toast({ title: 'Note Created' });
      return refetch();
    },
    onError: failed('create'),
  });
}

/**
 * PUT /api/notes/{id}: an edit ('Note Updated') or a pin toggle (no toast: the note moves in the list). An edit
 * carries the version it started from (`version`, the note's updatedAt): changed elsewhere meanwhile, the person
 * chooses which to keep (docs/decisions/2603-edit-conflicts.md).
 */
export function useUpdateNote() {
  const refetch = useRefetchNotes();
  return useWrite<{ id: string; body: UpdateNoteRequest; quiet?: boolean; version?: string }, Note>({
    request: ({ id, body, version }) => ({
      method: 'PUT',
      url: `/api/notes/${encodeURIComponent(id)}`,
      body,
      ifMatch: version,
      scope: '/api/notes',
    }),
    describe: ({ body, quiet }) =>
      quiet ? (body.isPinned ? 'Pin a note' : 'Unpin a note') : `Edit note "${body.title}"`,
    onQueued: ({ id, body }, _queued, queryClient) => patchCachedRecords(queryClient, '/api/notes', id, body),
    onSaved: (_note, { quiet }) => {
      if (!quiet) toast({ title: 'Note Updated' });
      return refetch();
    },
    onError: failed('update'),
  });
}

export function useDeleteNote() {
  const refetch = useRefetchNotes();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/notes/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: 'Note Deleted' });
      return refetch();
    },
    onError: failed('delete'),
  });
}
