import { useQuery } from '@tanstack/react-query';
import {
  Award,
  Briefcase,
  Flame,
  MessagesSquare,
  NotebookPen,
  Send,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { Achievement } from '@fj/contracts';
import { LoadError, formatDate } from '@fj/ui';
import { WidgetCard } from '../components/WidgetCard';
import { WidgetSkeleton } from '../components/WidgetBoundary';
import './lines.css';

const ICONS: Record<string, LucideIcon> = { Flame, Target, Briefcase, NotebookPen, Send, MessagesSquare };
const SHOWN = 2;

/** Recent Achievements: the 2 newest the server earned from real activity; none yet says how to earn one. */
export default function AchievementsWidget() {
  const achievements = useQuery<Achievement[]>({ queryKey: ['/api/achievements'] });
  if (achievements.isPending) return <WidgetSkeleton title="Recent Achievements" />;
  if (achievements.isError)
    return (
      <WidgetCard id="achievements" title="Recent Achievements">
        <LoadError what="achievements" onRetry={() => void achievements.refetch()} />
      </WidgetCard>
    );
  const recent = achievements.data.slice(0, SHOWN);
  return (
    <WidgetCard id="achievements" title="Recent Achievements" icon={<Trophy size={18} aria-hidden="true" />}>
      {recent.length === 0 ? (
        <p className="fj-muted fjh-empty-line">
          No achievements yet. Log your wellness 3 days in a row, add a business or reach a weekly target to earn one.
        </p>
      ) : (
        <ul className="fjh-lines">
          {recent.map((a) => {
            const Icon = ICONS[a.icon] ?? Award;
            return (
              <li key={a.id} className="fjh-line">
                <Icon size={20} className="fjh-line__icon" aria-hidden="true" />
                <span className="fjh-line__main">
                  <strong>{a.title}</strong>
                  <span className="fj-muted fjh-line__detail">{a.description}</span>
                </span>
                <time className="fj-muted" dateTime={a.earnedAt}>
                  {formatDate(a.earnedAt, { month: 'short', day: 'numeric' }, 'en-US')}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </WidgetCard>
  );
}
