import { useId } from 'react';
import { CalendarDays, Check, Plus, RotateCcw } from 'lucide-react';
import type { TeamGoal } from '@fj/contracts';
import { Badge, Button, cn, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { formatDay, formatInstantDay } from '../../../shared/model/dates';
import { memberName } from '../../../shared/model/roles';
import { useCompleteGoal, useDeleteGoal, useUpdateGoal } from '../api/goalsApi';
import { isOverdue, progressPercent, progressText } from '../model/goals';
import { EditGoalForm } from './GoalForm';
import { ProgressDialog } from './ProgressDialog';

/**
 * One goal: its progress bar, due date (overdue in the user's time zone says so) and, for every member, +1, Update and
 * Complete (or Reopen). Tapping the card opens it; the owner and admins can edit or delete it there.
 */
export function GoalCard({ goal, today, canManage }: { goal: TeamGoal; today: string; canManage: boolean }) {
  const update = useUpdateGoal(goal.teamId);
  const complete = useCompleteGoal(goal.teamId);
  const remove = useDeleteGoal(goal.teamId);
  const titleId = useId();
  const percent = progressPercent(goal);
  const done = goal.completedAt !== null;
  const overdue = isOverdue(goal, today);
  return (
    <li className={cn('fj-card fjt-goal fj-openable', done && 'fjt-goal--done')}>
      <DetailSheet
        trigger={
          <button type="button" className="fj-open" aria-labelledby={titleId}>
            <span className="fjt-goal__head">
              <span id={titleId} className="fjt-goal__title">
                {goal.title}
              </span>
              {done ? (
                <Badge variant="success">Completed</Badge>
              ) : overdue ? (
                <Badge variant="destructive">Overdue</Badge>
              ) : null}
            </span>
          </button>
        }
        title={goal.title}
        editTitle="Edit Goal"
        renderEdit={canManage ? (close) => <EditGoalForm goal={goal} onSaved={close} /> : undefined}
        deleteLabel="Delete goal"
        onDelete={canManage ? () => remove(goal) : undefined}
      >
        <DetailList
          items={[
            ['Progress', `${progressText(goal)} (${percent}%)`],
            ['Due', goal.dueDate && `${formatDay(goal.dueDate)}${overdue ? ' (overdue)' : ''}`],
            ['Completed', goal.completedAt && formatInstantDay(goal.completedAt)],
            ['Added by', goal.createdBy ? memberName(goal.createdBy.name) : 'A former member'],
          ]}
        />
      </DetailSheet>
      <div
        className="fjt-progress"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={goal.targetValue}
        aria-valuenow={Math.min(goal.currentValue, goal.targetValue)}
        aria-valuetext={`${progressText(goal)}, ${percent}%`}
      >
        <div
          className={cn('fjt-progress__bar', percent >= 100 && 'fjt-progress__bar--full')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="fjt-goal__meta">
        <span>
          <strong>{progressText(goal)}</strong> · {percent}%
        </span>
        {goal.dueDate && (
          <span className={cn('fjt-fact', overdue && 'fjt-fact--overdue')}>
            <CalendarDays size={14} aria-hidden="true" /> Due {formatDay(goal.dueDate)}
          </span>
        )}
      </div>
      <div className="fjt-goal__actions fj-above-open">
        {!done && (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Add 1 to ${goal.title}`}
              disabled={update.isPending}
              onClick={() => update.mutate({ goalId: goal.id, body: { increment: 1 } })}
            >
              <Plus size={16} aria-hidden="true" />1
            </Button>
            <ProgressDialog
              goal={goal}
              trigger={
                <Button variant="outline" size="sm">
                  Update
                </Button>
              }
            />
          </>
        )}
        <Button
          variant={done ? 'ghost' : 'secondary'}
          size="sm"
          disabled={complete.isPending}
          onClick={() => complete.mutate({ goal, completed: !done })}
        >
          {done ? <RotateCcw size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
          {done ? 'Reopen' : 'Complete'}
        </Button>
      </div>
    </li>
  );
}
