import { useState, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { CYCLE_DISCLAIMER, CYCLE_FLOWS, CYCLE_PREMIUM, CYCLE_SYMPTOMS } from '@fj/contracts/home-catalog';
import type { CycleDay, CycleFlow, CycleSummary } from '@fj/contracts';
import {
  Button,
  Card,
  CardContent,
  FormField,
  LoadError,
  Skeleton,
  Textarea,
  UpgradeLink,
  cn,
  formatDate,
} from '@fj/ui';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { MonthCalendar, monthEnd, monthOf, monthStart } from '../../../shared/MonthCalendar';
import { usePutCycleDay, useCycleDays, useCycleSummary } from '../api/cycleApi';
import { cycleMarks } from '../model/calendarMarks';
import '../../../shared/shared.css';
import './cycle.css';

const words = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');
const day = (date: string) =>
  formatDate(`${date}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en-GB');

/** Cycle tracking (Premium, decision 2003): the prediction, a month calendar, and a log of any past day. A lazy chunk. */
export default function CycleSection({ isPremium, today }: { isPremium: boolean; today: string }) {
  return (
    <section className="fjw-section" aria-labelledby="fjc-title">
      <h2 id="fjc-title" className="fj-section-title">
        Cycle
      </h2>
      {isPremium ? (
        <CycleTracker today={today} />
      ) : (
        <Card>
          <CardContent className="fjw-locked">
            <Lock size={20} aria-hidden="true" />
            <p className="fjw-locked__title">{CYCLE_PREMIUM}</p>
            <p className="fj-muted">
              Log period days, flow and symptoms, and see your next period and fertile window estimated from your own
              last six cycles. Private to you.
            </p>
            <UpgradeLink />
          </CardContent>
        </Card>
      )}
    </section>
  );
}

function CycleTracker({ today }: { today: string }) {
  const [month, setMonth] = useState(monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const days = useCycleDays(monthStart(month), monthEnd(month));
  const summary = useCycleSummary();
  return (
    <Card>
      <CardContent className="fjc-tracker">
        {summary.isPending ? (
          <Skeleton style={{ height: 80 }} />
        ) : summary.isError ? (
          <LoadError what="your cycle summary" onRetry={() => void summary.refetch()} />
        ) : (
          <Prediction summary={summary.data} />
        )}
        {days.isError ? (
          <LoadError what="this month's cycle log" onRetry={() => void days.refetch()} />
        ) : (
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            today={today}
            marks={cycleMarks(days.data ?? [], summary.data)}
            onSelect={setSelected}
            label="Cycle calendar"
          />
        )}
        <p className="fj-muted fjc-legend">
          <span className="fjc-swatch fjc-swatch--period" aria-hidden="true" /> Period{' '}
          <span className="fjc-swatch fjc-swatch--predicted" aria-hidden="true" /> Predicted{' '}
          <span className="fjc-swatch fjc-swatch--fertile" aria-hidden="true" /> Fertile window (estimate)
        </p>
        <p className="fj-muted fjc-private">
          Your cycle log is private: it is never shared, never in analytics, and only in your own data export.
        </p>
        <Button onClick={() => setSelected(today)}>Log today</Button>
        {selected && (
          <CycleDayDialog
            date={selected}
            logged={(days.data ?? []).find((d) => d.date === selected)}
            onClose={() => setSelected(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Prediction({ summary }: { summary: CycleSummary }) {
  return (
    <div className="fjc-prediction" aria-label="Prediction">
      {summary.nextPeriod ? (
        <>
          <p className="fjc-prediction__main">
            Next period expected around <strong>{day(summary.nextPeriod.expected)}</strong>
          </p>
          <p className="fj-muted">
            Likely between {day(summary.nextPeriod.earliest)} and {day(summary.nextPeriod.latest)} · average cycle{' '}
            {summary.averageCycleDays} days (last {summary.cyclesUsed} {summary.cyclesUsed === 1 ? 'cycle' : 'cycles'})
          </p>
          {summary.fertileWindow && (
            <p className="fj-muted">
              Estimated fertile window: {day(summary.fertileWindow.start)} – {day(summary.fertileWindow.end)}
            </p>
          )}
        </>
      ) : (
        <p className="fjc-prediction__main">
          {summary.lastPeriodStart
            ? 'Log your next period start to see a prediction.'
            : 'Log the days of your period to see a prediction.'}
        </p>
      )}
      <p className="fjc-disclaimer">{CYCLE_DISCLAIMER}</p>
    </div>
  );
}

function CycleDayDialog({
  date,
  logged,
  onClose,
}: {
  date: string;
  logged: CycleDay | undefined;
  onClose: () => void;
}) {
  const put = usePutCycleDay();
  const [flow, setFlow] = useState<CycleFlow | null>(logged?.flow ?? null);
  const [symptoms, setSymptoms] = useState<string[]>(logged?.symptoms ?? []);
  const [notes, setNotes] = useState(logged?.notes ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    put.mutate({ date, day: { flow, symptoms: symptoms as CycleDay['symptoms'], notes } }, { onSuccess: onClose });
  };
  const toggle = (s: string) => setSymptoms(symptoms.includes(s) ? symptoms.filter((x) => x !== s) : [...symptoms, s]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Cycle · ${day(date)}`}
        description="Flow, symptoms and notes for this day. Clear everything to remove the day."
      >
        <form className="fj-form" onSubmit={submit} noValidate>
          <fieldset className="fjc-fieldset">
            <legend className="fj-label">Flow</legend>
            <div className="fjc-chips">
              {[null, ...CYCLE_FLOWS].map((f) => (
                <button
                  key={f ?? 'none'}
                  type="button"
                  className={cn('fjs-chip', flow === f && 'fjs-chip--on')}
                  aria-pressed={flow === f}
                  onClick={() => setFlow(f)}
                >
                  {f ? words(f) : 'No period'}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="fjc-fieldset">
            <legend className="fj-label">Symptoms</legend>
            <div className="fjc-chips">
              {CYCLE_SYMPTOMS.map((s) => (
                <button
                  key={s}
                  type="button"
                  className={cn('fjs-chip', symptoms.includes(s) && 'fjs-chip--on')}
                  aria-pressed={symptoms.includes(s)}
                  onClick={() => toggle(s)}
                >
                  {words(s)}
                </button>
              ))}
            </div>
          </fieldset>
          <FormField label="Notes">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={1000}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" block disabled={put.isPending}>
            {put.isPending ? 'Saving…' : 'Save day'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
