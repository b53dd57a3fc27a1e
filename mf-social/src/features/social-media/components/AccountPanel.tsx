import { lazy, Suspense, useState } from 'react';
import type { AccountGrowth } from '@fj/contracts';
import { PLATFORM_LABELS, unlinkQuestion } from '@fj/contracts/social-messages';
import { Button, FormField, Input, Skeleton, todayIn, useUserTimeZone, formatDate } from '@fj/ui';
import { useRecordFollowers, useUnlinkAccount, useUpdateGrowthTarget } from '../../../shared/api/socialApi';
import { GrowthCard } from '../../../shared/components/GrowthCard';
import { formatCount } from '../../../shared/model/growthText';

// '@fj/ui/charts' (visx) loads in its own chunk the first time a chart is on screen.
const TimeSeriesChart = lazy(() => import('@fj/ui/charts').then((m) => ({ default: m.TimeSeriesChart })));
// The unlink question's dialog (Radix) loads when first asked.
const ConfirmDialog = lazy(() => import('@fj/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));
const shortDate = (date: string) =>
  formatDate(`${date}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }, 'en-US');

/** One account on /social-media: its card, growth chart, follower entry (manual), growth target and unlink. */
export function AccountPanel({ growth, days }: { growth: AccountGrowth; days: number }) {
  const { account } = growth;
  const label = PLATFORM_LABELS[account.platform];
  const [confirming, setConfirming] = useState(false);
  const unlink = useUnlinkAccount();
  const points = growth.series.filter((p) => p.followers !== null).map((p) => ({ date: p.date, value: p.followers! }));
  const entersFollowers = account.connectionKind === 'manual' || account.platform === 'youtube';
  return (
    <GrowthCard growth={growth} days={days}>
      {points.length > 1 && (
        <Suspense fallback={<Skeleton style={{ height: 152 }} />}>
          <TimeSeriesChart
            title={`${label} followers, last ${days} days`}
            points={points}
            kind="line"
            valueLabel="Followers"
            formatValue={formatCount}
            formatDate={shortDate}
            height={96}
            highlightLatest
          />
        </Suspense>
      )}
      {entersFollowers && <FollowerEntry id={account.id} label={label} />}
      {/* A podcast's feed counts episodes, not followers: a follower growth target would measure nothing. */}
      {account.platform !== 'podcast' && (
        <TargetEntry id={account.id} label={label} current={account.monthlyGrowthTarget} />
      )}
      <div className="fjs-actions">
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Unlink
        </Button>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={`Unlink ${label}?`}
            description={unlinkQuestion(label)}
            confirmLabel="Unlink"
            pendingLabel="Unlinking…"
            onConfirm={() => unlink.mutateAsync(account.id)}
          />
        </Suspense>
      )}
    </GrowthCard>
  );
}

function FollowerEntry({ id, label }: { id: string; label: string }) {
  const timeZone = useUserTimeZone();
  const today = todayIn(timeZone);
  const [followers, setFollowers] = useState('');
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string>();
  const record = useRecordFollowers();
  return (
    <form
      className="fj-form"
      noValidate
      aria-label={`Record ${label} followers`}
      onSubmit={(e) => {
        e.preventDefault();
        const count = Number(followers);
        if (!followers.trim() || !Number.isInteger(count) || count < 0)
          return setError('Please enter the follower count as a whole number');
        setError(undefined);
        record.mutate({ id, followers: count, date: date || undefined }, { onSuccess: () => setFollowers('') });
      }}
    >
      <div className="fj-form__row">
        <FormField label="Followers" required error={error}>
          {(field) => (
            <Input {...field} inputMode="numeric" value={followers} onChange={(e) => setFollowers(e.target.value)} />
          )}
        </FormField>
        <FormField label="Date">
          {(field) => (
            <Input {...field} type="date" max={today} value={date} onChange={(e) => setDate(e.target.value)} />
          )}
        </FormField>
      </div>
      <Button type="submit" variant="outline" disabled={record.isPending}>
        {record.isPending ? 'Saving…' : 'Record Followers'}
      </Button>
    </form>
  );
}

function TargetEntry({ id, label, current }: { id: string; label: string; current: number }) {
  const [target, setTarget] = useState(String(current));
  const [error, setError] = useState<string>();
  const update = useUpdateGrowthTarget();
  return (
    <form
      className="fjs-target"
      noValidate
      aria-label={`${label} growth target`}
      onSubmit={(e) => {
        e.preventDefault();
        const value = Number(target);
        if (!Number.isInteger(value) || value < 1 || value > 1000)
          return setError('Enter a whole percent from 1 to 1000');
        setError(undefined);
        update.mutate({ id, monthlyGrowthTarget: value });
      }}
    >
      <FormField label="Monthly growth target (%)" error={error}>
        {(field) => <Input {...field} inputMode="numeric" value={target} onChange={(e) => setTarget(e.target.value)} />}
      </FormField>
      <Button type="submit" variant="outline" disabled={update.isPending || target === String(current)}>
        Save Target
      </Button>
    </form>
  );
}
