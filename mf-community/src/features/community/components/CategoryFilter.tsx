import { Bookmark } from 'lucide-react';
import type { CommunityCategory } from '@fj/contracts';
import { CATEGORIES, CATEGORY_LABELS } from '../../../shared/model/categories';
import type { FeedFilter } from '../../../shared/model/feedFilter';

/** Category buttons (All, General, Success Stories, Questions, Motivation, Networking) and the Saved filter. */
export function CategoryFilter({ filter, onChange }: { filter: FeedFilter; onChange: (filter: FeedFilter) => void }) {
  const choice = (category: CommunityCategory | null, label: string) => (
    <button
      key={category ?? 'all'}
      type="button"
      className="fj-chip"
      aria-pressed={filter.category === category}
      onClick={() => onChange({ ...filter, category })}
    >
      {label}
    </button>
  );
  return (
    <div className="fj-chips fjc-filter" role="group" aria-label="Show posts">
      {choice(null, 'All')}
      {CATEGORIES.map((category) => choice(category, CATEGORY_LABELS[category]))}
      <button
        type="button"
        className="fj-chip"
        aria-pressed={filter.saved}
        onClick={() => onChange({ ...filter, saved: !filter.saved })}
      >
        <Bookmark size={16} aria-hidden="true" fill={filter.saved ? 'currentColor' : 'none'} />
        Saved
      </button>
    </div>
  );
}
