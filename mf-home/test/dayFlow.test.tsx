import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Checklist as ChecklistData } from '@fj/contracts';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage } from '../../tools/jest/renderPage';
import { MoodPicker } from '../src/shared/MoodPicker';
import { choiceOfEntry, entryMood, journalMoodFields, moodLabel, shownMood } from '../src/shared/model/mood';
import { Checklist } from '../src/features/home/components/Checklist';
import { checklistView } from '../src/features/home/model/checklist';

// One mood a day (docs/decisions/2701-one-mood-a-day.md) and the first-run checklist (2705).

describe('the mood model', () => {
  it('one 1–5 scale with one word each', () => {
    expect([1, 2, 3, 4, 5].map(moodLabel)).toEqual(['Awful', 'Low', 'Okay', 'Good', 'Great']);
    expect(moodLabel(null)).toBeNull();
  });

  it("an entry shows its own mood, else its day's", () => {
    expect(entryMood({ mood: null, dayMood: 4 })).toBe(4);
    expect(entryMood({ mood: 2, dayMood: 4 })).toBe(2);
    expect(entryMood({ mood: null, dayMood: null })).toBeNull();
  });

  it("the journal picker shows the day's mood until touched", () => {
    expect(shownMood({ entryOnly: false }, 3)).toBe(3);
    expect(shownMood({ mood: 5, entryOnly: false }, 3)).toBe(5);
    expect(shownMood({ mood: null, entryOnly: false }, 3)).toBeNull();
  });

  it("a journal entry writes the day's mood, unless it keeps a mood of its own", () => {
    // Untouched, or the same as the day: the entry just follows its day.
    expect(journalMoodFields({ entryOnly: false }, 3)).toEqual({ mood: null });
    expect(journalMoodFields({ mood: 3, entryOnly: false }, 3)).toEqual({ mood: null });
    // A new choice is the day's mood (home and wellness show it too); clearing it clears the day's.
    expect(journalMoodFields({ mood: 5, entryOnly: false }, 3)).toEqual({ mood: null, dayMood: 5 });
    expect(journalMoodFields({ mood: 4, entryOnly: false }, null)).toEqual({ mood: null, dayMood: 4 });
    expect(journalMoodFields({ mood: null, entryOnly: false }, 3)).toEqual({ mood: null, dayMood: null });
    // Only for this entry: the entry's own mood, the day's left alone.
    expect(journalMoodFields({ mood: 1, entryOnly: true }, 3)).toEqual({ mood: 1 });
    expect(journalMoodFields({ entryOnly: true }, 3)).toEqual({ mood: 3 });
  });

  it('an entry with a mood of its own is edited as an override; one without follows its day', () => {
    expect(choiceOfEntry({ mood: 2 })).toEqual({ mood: 2, entryOnly: true });
    expect(choiceOfEntry({ mood: null })).toEqual({ entryOnly: false });
  });

  it('the picker: five faces as radios, the chosen one checked, tapping it again clears it', async () => {
    const onChange = jest.fn();
    const view = renderPage(<MoodPicker value={4} onChange={onChange} label="How do you feel today?" />);
    const group = screen.getByRole('radiogroup', { name: 'How do you feel today?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Awful', 'Low', 'Okay', 'Good', 'Great']);
    expect(within(group).getByRole('radio', { name: 'Good' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(group).getByRole('radio', { name: 'Great' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(within(group).getByRole('radio', { name: 'Good' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    view.unmount();
  });
});

const checklist = (done: string[], dismissed = false): ChecklistData => ({
  dismissed,
  steps: (['business', 'metric', 'mood', 'post', 'account'] as const).map((id) => ({ id, done: done.includes(id) })),
});

describe('the first-run checklist', () => {
  it('shows each step until every one is done or it is hidden', () => {
    expect(checklistView(checklist(['business']))).toMatchObject({ done: 1, total: 5 });
    expect(checklistView(checklist(['business'], true))).toBeNull();
    expect(checklistView(checklist(['business', 'metric', 'mood', 'post', 'account']))).toBeNull();
    expect(checklistView(undefined)).toBeNull();
  });

  it('ticks the steps done from the server, links the rest, and Hide is stored on the server', async () => {
    let stored = checklist(['business', 'mood']);
    const fetch = mockFetch((url, init) => {
      if (init?.method === 'PUT') {
        stored = { ...stored, dismissed: (JSON.parse(init.body as string) as { dismissed: boolean }).dismissed };
        return fakeResponse(200, stored);
      }
      return fakeResponse(200, stored);
    });
    renderPage(<Checklist />, { data: { '/api/home/checklist': stored } });
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(within(card).getByText('2 of 5 done')).toBeInTheDocument();
    expect(within(card).getByText('Add your business').parentElement).toHaveTextContent('(done)');
    expect(within(card).getByRole('link', { name: /Record a metric/ })).toHaveAttribute('href', '/businesses');
    expect(within(card).getByRole('link', { name: /Plan a post/ })).toHaveAttribute('href', '/content-plan');
    expect(within(card).getByRole('link', { name: /Connect an account/ })).toHaveAttribute('href', '/social-media');
    expect(within(card).queryByRole('link', { name: /Log today's mood/ })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Hide this checklist' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith(
      '/api/home/checklist',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ dismissed: true }) }),
    );
  });
});
