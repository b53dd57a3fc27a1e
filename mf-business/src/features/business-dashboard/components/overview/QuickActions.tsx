import { CalendarPlus, Lightbulb, ListChecks } from 'lucide-react';
import type { DashboardTab } from '../../model/dashboardTabs';

const QUICK_ACTIONS = [
  { tab: 'meetings', label: 'Log Meeting', Icon: CalendarPlus },
  { tab: 'actions', label: 'Add Action', Icon: ListChecks },
  { tab: 'ideas', label: 'New Idea', Icon: Lightbulb },
] as const;

/** Shortcuts to the meetings, actions and ideas tabs. */
export function QuickActions({ onOpenTab }: { onOpenTab: (tab: DashboardTab) => void }) {
  return (
    <section className="fjb-section" aria-labelledby="fjb-quick-actions">
      <h3 id="fjb-quick-actions" className="fj-section-title">
        Quick Actions
      </h3>
      <div className="fjb-quick">
        {QUICK_ACTIONS.map(({ tab, label, Icon }) => (
          <button key={tab} type="button" className="fjb-quick__action fj-card" onClick={() => onOpenTab(tab)}>
            <span className="fjb-quick__icon">
              <Icon size={20} aria-hidden="true" />
            </span>
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
