import { useState } from 'react';
import { NotebookPen, Pencil, Search, Trash2 } from 'lucide-react';
import { promptOfDay } from '@fj/contracts/home-catalog';
import type { JournalEntry } from '@fj/contracts';
import {
  Button,
  EmptyState,
  Input,
  LoadError,
  Page,
  PendingWrites,
  Skeleton,
  removeWithUndo,
  todayIn,
  useDebouncedValue,
  useUserTimeZone,
  useWithoutPendingRemovals,
  formatDate,
} from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { MonthCalendar, monthEnd, monthOf, monthStart, type DayMark } from '../../../shared/MonthCalendar';
import { moodText } from '../../../shared/MoodPicker';
import { entryMood } from '../../../shared/model/mood';
import {
  useCreateJournalEntry,
  useDeleteJournalEntry,
  useJournal,
  useJournalDays,
  useUpdateJournalEntry,
} from '../api/journalApi';
import { draftOfEntry, emptyDraft } from '../model/entryForm';
import { EntryForm } from './EntryForm';
import './journal.css';

const SEARCH_DEBOUNCE_MS = 300;
const longDate = (date: string) =>
  formatDate(
    `${date}T00:00:00Z`,
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    'en-GB',
  );

/**
 * /journal (docs/product.md#journal): the prompt of the day, entries with mood, gratitude and tags, server search, a
 * calendar of days written.
 */
export function JournalPage() {
  const today = todayIn(useUserTimeZone());
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [month, setMonth] = useState(monthOf(today));
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const journal = useJournal({ q, tag, day });
  const days = useJournalDays(monthStart(month), monthEnd(month));
  const entries = useWithoutPendingRemovals(journal.data?.pages.flatMap((p) => p.entries) ?? []);
  const marks = new Map<string, DayMark>(
    (days.data ?? []).map((d) => [
      d.date,
      { tone: 'written', text: `${d.entries} ${d.entries === 1 ? 'entry' : 'entries'}` },
    ]),
  );
  const filtered = Boolean(q.trim() || tag || day);
  return (
    <Page title="Journal">
      <div className="fjj-layout">
        <div className="fjj-main">
          <section className="fjj-prompt fj-card" aria-labelledby="fjj-prompt">
            <h2 id="fjj-prompt" className="fjj-prompt__label">
              Prompt of the day
            </h2>
            <p className="fjj-prompt__text">{promptOfDay(today)}</p>
            <NewEntryDialog today={today} label="Write today's entry" />
          </section>
          <PendingWrites scope="/api/journal" />
          <div className="fjj-search">
            <Search size={18} aria-hidden="true" />
            <Input
              type="search"
              aria-label="Search your journal"
              placeholder="Search your journal"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          {(tag || day) && (
            <div className="fjj-filters">
              {tag && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setTag(null)}
                  aria-label={`Remove the tag filter ${tag}`}
                >
                  #{tag} ✕
                </Button>
              )}
              {day && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setDay(null)}
                  aria-label={`Show every day, not only ${longDate(day)}`}
                >
                  {longDate(day)} ✕
                </Button>
              )}
            </div>
          )}
          {journal.isPending ? (
            <Skeleton style={{ height: 200 }} />
          ) : journal.isError ? (
            <LoadError what="your journal" onRetry={() => void journal.refetch()} />
          ) : entries.length === 0 ? (
            <EmptyState
              icon={<NotebookPen size={28} aria-hidden="true" />}
              title={filtered ? 'No entries match' : 'Your journal is empty'}
              description={
                filtered
                  ? 'Try other words, or clear the filters.'
                  : "Answer today's prompt, or write whatever is on your mind."
              }
            />
          ) : (
            <ul
              className={journal.isPlaceholderData ? 'fjj-list fjj-list--stale' : 'fjj-list'}
              aria-label="Journal entries"
              aria-busy={journal.isFetching}
            >
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} today={today} onTag={setTag} />
              ))}
            </ul>
          )}
          {journal.hasNextPage && (
            <Button
              variant="outline"
              block
              disabled={journal.isFetchingNextPage}
              onClick={() => void journal.fetchNextPage()}
            >
              {journal.isFetchingNextPage ? 'Loading…' : 'Show more entries'}
            </Button>
          )}
        </div>
        {/* Below the list on a phone: drawn once the list is, so the entries never push it down (layout shift). */}
        {!journal.isPending && (
          <aside className="fjj-side fj-card">
            <MonthCalendar
              month={month}
              onMonthChange={setMonth}
              today={today}
              marks={marks}
              onSelect={(d) => setDay(d === day ? null : d)}
              label="Days written"
            />
            <p className="fj-muted fjj-caption">
              Highlighted days have an entry; pick one to read it. Days you write count toward your streaks.
            </p>
          </aside>
        )}
      </div>
    </Page>
  );
}

function NewEntryDialog({ today, label }: { today: string; label: string }) {
  const create = useCreateJournalEntry();
  return (
    <FormDialog title="New journal entry" trigger={<Button>{label}</Button>}>
      {(close) => (
        <EntryForm
          initial={emptyDraft(today)}
          today={today}
          pending={create.isPending}
          submitLabel="Save entry"
          draftName="journal:new"
          onSubmit={(body, draft) =>
            create.mutate(body, {
              onSuccess: () => {
                draft.clear();
                close();
              },
            })
          }
        />
      )}
    </FormDialog>
  );
}

function EntryCard({ entry, today, onTag }: { entry: JournalEntry; today: string; onTag: (tag: string) => void }) {
  const update = useUpdateJournalEntry();
  const remove = useDeleteJournalEntry();
  const mood = moodText(entryMood(entry));
  return (
    <li className="fjj-entry fj-card">
      <div className="fjj-entry__head">
        <h3 className="fjj-entry__date">{longDate(entry.date)}</h3>
        <div className="fjj-entry__actions">
          <FormDialog
            title="Edit entry"
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Edit the entry of ${longDate(entry.date)}`}>
                <Pencil size={18} aria-hidden="true" />
              </Button>
            }
          >
            {(close) => (
              <EntryForm
                initial={draftOfEntry(entry)}
                today={today}
                pending={update.isPending}
                submitLabel="Save changes"
                draftName={`journal:edit:${entry.id}`}
                onSubmit={(body, draft) =>
                  update.mutate(
                    { id: entry.id, body, version: entry.updatedAt },
                    {
                      onSuccess: () => {
                        draft.clear();
                        close();
                      },
                    },
                  )
                }
              />
            )}
          </FormDialog>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete the entry of ${longDate(entry.date)}`}
            onClick={() => removeWithUndo({ id: entry.id, title: 'Entry deleted', commit: () => remove(entry.id) })}
          >
            <Trash2 size={18} aria-hidden="true" />
          </Button>
        </div>
      </div>
      {mood && (
        <p className="fjj-entry__mood">
          Mood: {mood}
          {entry.mood !== null && <span className="fj-muted"> (this entry)</span>}
        </p>
      )}
      {entry.prompt && <p className="fj-muted fjj-entry__prompt">{entry.prompt}</p>}
      <p className="fjj-entry__content">{entry.content}</p>
      {entry.gratitude && (
        <p className="fjj-entry__gratitude">
          <strong>Grateful for:</strong> {entry.gratitude}
        </p>
      )}
      {entry.tags.length > 0 && (
        <div className="fjj-entry__tags">
          {entry.tags.map((t) => (
            <button
              key={t}
              type="button"
              className="fjj-tag"
              onClick={() => onTag(t)}
              aria-label={`Show entries tagged ${t}`}
            >
              #{t}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
