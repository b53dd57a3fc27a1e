import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AUTH_USER_KEY } from '../src/auth/useAuth';
import { clearAllDrafts, draftKey, readDraft, writeDraft } from '../src/drafts/draftStore';
import { DraftPrompt, useFormDraft } from '../src/drafts/useFormDraft';
import { plural } from '../src/text/plural';

// Drafts kept on the device (docs/decisions/2703-drafts-kept-on-the-device.md).

const USER = { id: 'user-1', email: 'ada@example.com', firstName: 'Ada' };

function withUser(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(AUTH_USER_KEY, USER);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function NoteForm({ onSaved }: { onSaved?: () => void }) {
  const initial = { title: '', content: '' };
  const [value, setValue] = useState(initial);
  const draft = useFormDraft({ form: 'notes:new', value, initial, onRestore: setValue });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        draft.clear();
        onSaved?.();
      }}
    >
      <DraftPrompt draft={draft} />
      <input aria-label="Title" value={value.title} onChange={(e) => setValue({ ...value, title: e.target.value })} />
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(() => localStorage.clear());

describe('the draft store', () => {
  it('keeps a draft per account and form under fj-draft:<userId>:<form>', () => {
    writeDraft('u1', 'notes:new', { title: 'Pricing' }, 1000);
    expect(localStorage.getItem('fj-draft:u1:notes:new')).toBe(
      JSON.stringify({ value: { title: 'Pricing' }, savedAt: 1000 }),
    );
    expect(draftKey('u1', 'journal:new')).toBe('fj-draft:u1:journal:new');
    expect(readDraft('u1', 'notes:new')).toEqual({ value: { title: 'Pricing' }, savedAt: 1000 });
    expect(readDraft('u2', 'notes:new')).toBeNull();
  });

  it('reads a damaged entry as no draft, and clearAllDrafts removes only drafts', () => {
    localStorage.setItem('fj-draft:u1:notes:new', '{not json');
    localStorage.setItem('fj-theme', 'dark');
    writeDraft('u1', 'journal:new', { content: 'x' });
    expect(readDraft('u1', 'notes:new')).toBeNull();
    clearAllDrafts();
    expect(localStorage.getItem('fj-draft:u1:journal:new')).toBeNull();
    expect(localStorage.getItem('fj-theme')).toBe('dark');
  });
});

describe('useFormDraft and DraftPrompt', () => {
  it('writes what is typed as it is typed, and offers it on the next visit: Restore fills the form', async () => {
    const first = render(withUser(<NoteForm />));
    await userEvent.type(screen.getByLabelText('Title'), 'Pricing ideas');
    expect(readDraft(USER.id, 'notes:new')?.value).toEqual({ title: 'Pricing ideas', content: '' });
    first.unmount();

    render(withUser(<NoteForm />));
    expect(screen.getByRole('group', { name: 'Restore your draft?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Pricing ideas');
    expect(screen.queryByRole('group', { name: 'Restore your draft?' })).not.toBeInTheDocument();
  });

  it('Discard forgets the draft', async () => {
    writeDraft(USER.id, 'notes:new', { title: 'Old', content: '' });
    render(withUser(<NoteForm />));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(readDraft(USER.id, 'notes:new')).toBeNull();
    expect(screen.queryByText('Restore your draft?')).not.toBeInTheDocument();
  });

  it('typing instead of choosing starts a new draft in place of the old one', async () => {
    writeDraft(USER.id, 'notes:new', { title: 'Old', content: '' });
    render(withUser(<NoteForm />));
    await userEvent.type(screen.getByLabelText('Title'), 'N');
    expect(screen.queryByText('Restore your draft?')).not.toBeInTheDocument();
    expect(readDraft(USER.id, 'notes:new')?.value).toEqual({ title: 'N', content: '' });
  });

  it('a saved form leaves no draft, and erasing what was typed removes it too', async () => {
    const onSaved = jest.fn();
    const view = render(withUser(<NoteForm onSaved={onSaved} />));
    await userEvent.type(screen.getByLabelText('Title'), 'Hi');
    await userEvent.clear(screen.getByLabelText('Title'));
    expect(readDraft(USER.id, 'notes:new')).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSaved).toHaveBeenCalled();
    expect(readDraft(USER.id, 'notes:new')).toBeNull();
    view.unmount();
    render(withUser(<NoteForm />));
    expect(screen.queryByText('Restore your draft?')).not.toBeInTheDocument();
  });

  it('a draft equal to what the form opens with is not offered', () => {
    writeDraft(USER.id, 'notes:new', { title: '', content: '' });
    render(withUser(<NoteForm />));
    expect(screen.queryByText('Restore your draft?')).not.toBeInTheDocument();
  });

  it('without a signed-in user nothing is kept', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NoteForm />
      </QueryClientProvider>,
    );
    await act(async () => undefined);
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    expect(localStorage.length).toBe(0);
  });
});

describe('plural', () => {
  it('says 1 note, 0 and 2 notes, and formats large counts', () => {
    expect(plural(1, 'note')).toBe('1 note');
    expect(plural(0, 'note')).toBe('0 notes');
    expect(plural(2, 'note')).toBe('2 notes');
    expect(plural(1204, 'entry', 'entries')).toBe('1,204 entries');
  });
});
