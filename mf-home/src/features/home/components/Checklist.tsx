import { Link } from 'react-router';
import { CheckCircle2, Circle, Rocket, X } from 'lucide-react';
import type { Checklist as ChecklistAnswer } from '@fj/contracts';
import { useDismissChecklist } from '../api/todayApi';
import { checklistView } from '../model/checklist';
import { WidgetCard } from './WidgetCard';

/** How long a tap on the mood step waits for the wellness card to draw the mood buttons (once today's figures load). */
const MOOD_WAIT_TRIES = 50;
const MOOD_WAIT_MS = 100;

/** Focus today's mood buttons (the checklist's mood step is done right here on home), once they are drawn. */
function goToMood(tries = MOOD_WAIT_TRIES) {
  const mood = document.querySelector<HTMLElement>('#fjh-today-mood [role="radio"]');
  if (!mood) {
    document.getElementById('fjh-today-mood')?.scrollIntoView({ block: 'center' });
    if (tries > 0) setTimeout(() => goToMood(tries - 1), MOOD_WAIT_MS);
    return;
  }
  mood.scrollIntoView({ block: 'center' });
  mood.focus();
}

/**
 * 'Get started' for a new account: five steps that tick themselves from the account's data, until all are done or the
 * person hides it (stored on the server, so it stays hidden on every device). Its answer is read by the home page,
 * which draws nothing below it until it is known (no layout shift).
 */
export function Checklist({ checklist }: { checklist: ChecklistAnswer | undefined }) {
  const dismiss = useDismissChecklist();
  const view = checklistView(checklist);
  if (!view) return null;
  return (
    <WidgetCard
      id="checklist"
      title="Get started"
      icon={<Rocket size={18} aria-hidden="true" />}
      className="fjh-checklist"
      action={
        <span className="fjh-checklist__actions">
          <span className="fj-muted fjh-checklist__count">
            {view.done} of {view.total} done
          </span>
          <button
            type="button"
            className="fj-icon-btn"
            aria-label="Hide this checklist"
            onClick={() => dismiss.mutate()}
            disabled={dismiss.isPending}
          >
            <X size={20} aria-hidden="true" />
          </button>
        </span>
      }
    >
      <ol className="fjh-checklist__steps">
        {view.steps.map((step) => {
          const Mark = step.done ? CheckCircle2 : Circle;
          const text = (
            <>
              <Mark className="fjh-checklist__mark" size={22} aria-hidden="true" />
              <span className="fjh-checklist__label">
                {step.label}
                <span className="fj-visually-hidden">{step.done ? ' (done)' : ` (to do: ${step.hint})`}</span>
              </span>
            </>
          );
          return (
            <li key={step.id} className={step.done ? 'fjh-checklist__step is-done' : 'fjh-checklist__step'}>
              {step.done ? (
                <span className="fjh-checklist__row">{text}</span>
              ) : step.id === 'mood' ? (
                <button type="button" className="fjh-checklist__row" onClick={() => goToMood()}>
                  {text}
                </button>
              ) : (
                <Link className="fjh-checklist__row" to={step.to}>
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </WidgetCard>
  );
}
