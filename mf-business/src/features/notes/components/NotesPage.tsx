import { useState } from 'react';
import { Plus, Search, StickyNote } from 'lucide-react';
import type { Note } from '@fj/contracts';
import {
  Button,
  EmptyState,
  FilterChips,
  Input,
  LoadError,
  Page,
  PendingWrites,
  plural,
  Skeleton,
  useDebouncedValue,
} from '@fj/ui';
import { useNotes, useNoteTags } from '../api/notesApi';
import { afterDelete, CLOSED, type NoteEditor } from '../model/noteEditor';
import { CATEGORY_FILTERS, emptyNotesHint, type CategoryFilter } from '../model/noteFilters';
import { NoteCard } from './NoteCard';
import { NoteEditorPanel } from './NoteEditorPanel';
import '../../../shared/shared.css';
import './notes.css';

/** The search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /notes (docs/product.md#notes): search (on the server, as the person pauses typing), category and tag filters, the
 * side form (create, or edit the note opened — one at a time), and the card grid, pinned first, 50 notes a page.
 */
export function NotesPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [tag, setTag] = useState<string | null>(null);
  const [editor, setEditor] = useState<NoteEditor>(CLOSED);
  const filters = { q: useDebouncedValue(search, SEARCH_DEBOUNCE_MS), category, tag };
  const notes = useNotes(filters);
  const tags = useNoteTags();
  const list = notes.data?.pages.flatMap((page) => page.notes) ?? [];
  // A tag filter stays offered while it is on, even when no recent note carries it.
  const tagOptions = [...new Set([...(tag ? [tag] : []), ...(tags.data ?? []).map((t) => t.tag)])].map((t) => ({
    value: t,
    label: `#${t}`,
  }));
  const searching = notes.isFetching && notes.isPlaceholderData;

  const newNote = (
    <Button size="icon" aria-label="New Note" onClick={() => setEditor({ mode: 'create' })}>
      <Plus size={22} aria-hidden="true" />
    </Button>
  );
  return (
    <Page title="Notes" actions={newNote}>
      <div className={editor.mode === 'closed' ? 'fjn-layout' : 'fjn-layout fjn-layout--editing'}>
        {editor.mode !== 'closed' && <NoteEditorPanel editor={editor} onClose={() => setEditor(CLOSED)} />}
        <div className="fjn-main">
          <PendingWrites scope="/api/notes" />
          <div className="fjn-search">
            <Search size={18} className="fjn-search__icon" aria-hidden="true" />
            <Input
              type="search"
              aria-label="Search notes"
              placeholder="Search notes, or #tag"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <FilterChips label="Category" options={CATEGORY_FILTERS} value={category} onChange={setCategory} />
          {tagOptions.length > 0 && (
            <FilterChips label="Tags" options={tagOptions} value={tag} onChange={(t) => setTag(t === tag ? null : t)} />
          )}
          <p className="fj-visually-hidden" role="status">
            {searching
              ? 'Searching…'
              : notes.isSuccess
                ? notes.hasNextPage
                  ? `${list.length}+ notes`
                  : plural(list.length, 'note')
                : ''}
          </p>
          {notes.isPending ? (
            <div className="fjn-grid" aria-label="Loading notes">
              <Skeleton style={{ height: 160 }} />
              <Skeleton style={{ height: 160 }} />
            </div>
          ) : notes.isError ? (
            <LoadError what="your notes" onRetry={() => void notes.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={<StickyNote size={28} aria-hidden="true" />}
              title="No notes found"
              description={emptyNotesHint(filters)}
              action={
                emptyNotesHint(filters).startsWith('Create') && (
                  <Button onClick={() => setEditor({ mode: 'create' })}>New Note</Button>
                )
              }
            />
          ) : (
            <>
              <ul className={searching ? 'fjn-grid fjn-grid--stale' : 'fjn-grid'} aria-label="Notes">
                {list.map((note: Note) => (
                  <li key={note.id}>
                    <NoteCard
                      note={note}
                      onOpen={(n) => setEditor({ mode: 'edit', note: n })}
                      onTag={setTag}
                      onDeleted={(id) => setEditor((e) => afterDelete(e, id))}
                    />
                  </li>
                ))}
              </ul>
              {notes.hasNextPage && (
                <Button
                  variant="outline"
                  block
                  disabled={notes.isFetchingNextPage}
                  onClick={() => void notes.fetchNextPage()}
                >
                  {notes.isFetchingNextPage ? 'Loading…' : 'Show more notes'}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </Page>
  );
}
