import { createNoteSchema, NOTE_CATEGORIES, updateNoteSchema, type Note } from '@fj/contracts';
import { afterDelete, CLOSED, editorKey } from '../src/features/notes/model/noteEditor';
import {
  CATEGORY_FILTERS,
  emptyNotesHint,
  NO_FILTERS,
  NOTE_CATEGORY_CHOICES,
  NOTE_CATEGORY_LABELS,
  notesQueryString,
} from '../src/features/notes/model/noteFilters';
import {
  addTags,
  EMPTY_NOTE_FORM,
  noteToFormValues,
  toNoteRequest,
  validateNoteForm,
} from '../src/features/notes/model/noteForm';

const aNote = (overrides: Partial<Note> = {}): Note => ({
  id: 'n1',
  title: 'Pricing',
  content: 'Tiers',
  category: 'idea',
  tags: ['pricing'],
  isPinned: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

describe('note filters', () => {
  it('offer every category of the contract, the filter’s first (All, Meetings, Ideas, To-dos, Projects)', () => {
    expect([...NOTE_CATEGORY_CHOICES]).toEqual([...NOTE_CATEGORIES]);
    expect(Object.keys(NOTE_CATEGORY_LABELS).sort()).toEqual([...NOTE_CATEGORIES].sort());
    expect(CATEGORY_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Meetings',
      'Ideas',
      'To-dos',
      'Projects',
      'General',
      'Reminders',
    ]);
    expect(
      CATEGORY_FILTERS.slice(1)
        .map((f) => f.value)
        .sort(),
    ).toEqual([...NOTE_CATEGORIES].sort());
  });

  it('ask the server with only the filters that narrow the list', () => {
    expect(notesQueryString(NO_FILTERS)).toBe('');
    expect(notesQueryString({ q: '  q3 plan ', category: 'idea', tag: 'side project' }, 'abc')).toBe(
      '?q=q3+plan&category=idea&tag=side+project&cursor=abc',
    );
    expect(notesQueryString({ q: '   ', category: 'all', tag: null })).toBe('');
  });

  it("say 'Try adjusting your search terms.' when narrowed, else invite the first note", () => {
    expect(emptyNotesHint(NO_FILTERS)).toBe('Create your first note to get started!');
    expect(emptyNotesHint({ ...NO_FILTERS, q: 'x' })).toBe('Try adjusting your search terms.');
    expect(emptyNotesHint({ ...NO_FILTERS, category: 'todo' })).toBe('Try adjusting your search terms.');
    expect(emptyNotesHint({ ...NO_FILTERS, tag: 'q3' })).toBe('Try adjusting your search terms.');
  });
});

describe('note form', () => {
  it('requires title and content and checks the tag limits before the server does', () => {
    expect(validateNoteForm(EMPTY_NOTE_FORM)).toEqual({
      title: 'Please enter a title for the note',
      content: 'Please write something in the note',
      tags: undefined,
    });
    const tooMany = {
      ...EMPTY_NOTE_FORM,
      title: 'x',
      content: 'y',
      tags: Array.from({ length: 20 }, (_, i) => `t${i}`),
      tagDraft: 'one more',
    };
    expect(validateNoteForm(tooMany).tags).toBe('A note has at most 20 tags');
    expect(validateNoteForm({ ...EMPTY_NOTE_FORM, title: 'x', content: 'y', tagDraft: 'x'.repeat(33) }).tags).toBe(
      'Each tag is 1–32 characters',
    );
  });

  it('adds typed tags as the server stores them: comma-separated, trimmed, lower-case, each once', () => {
    expect(addTags(['pricing'], ' Q3, Pricing ,, Side   Project ')).toEqual(['pricing', 'q3', 'side project']);
  });

  it('builds a request both create and update accept, the half-typed tag included', () => {
    const body = toNoteRequest({
      ...EMPTY_NOTE_FORM,
      title: ' Plan ',
      content: ' Line 1\nLine 2 ',
      tags: ['a'],
      tagDraft: 'B',
      isPinned: true,
    });
    expect(body).toEqual({
      title: 'Plan',
      content: 'Line 1\nLine 2',
      category: 'general',
      tags: ['a', 'b'],
      isPinned: true,
    });
    expect(createNoteSchema.safeParse(body).success).toBe(true);
    expect(updateNoteSchema.safeParse(body).success).toBe(true);
  });

  it('opens a note with its values, and the side form holds one note at a time', () => {
    const note = aNote();
    expect(noteToFormValues(note)).toEqual({
      title: 'Pricing',
      content: 'Tiers',
      category: 'idea',
      tags: ['pricing'],
      tagDraft: '',
      isPinned: false,
    });
    expect(editorKey({ mode: 'edit', note })).not.toBe(editorKey({ mode: 'edit', note: aNote({ id: 'n2' }) }));
    expect(afterDelete({ mode: 'edit', note }, 'n1')).toEqual(CLOSED);
    expect(afterDelete({ mode: 'edit', note }, 'n2')).toEqual({ mode: 'edit', note });
    expect(afterDelete({ mode: 'create' }, 'n1')).toEqual({ mode: 'create' });
  });
});
