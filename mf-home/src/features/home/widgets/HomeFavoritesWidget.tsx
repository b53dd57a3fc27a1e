import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Crown, Plus, Star } from 'lucide-react';
import { Button, EmptyState, LoadError } from '@fj/ui';
import { useHomeFavorites } from '../api/favoritesApi';
import { WidgetCard } from '../components/WidgetCard';
import { WidgetSkeleton } from '../components/WidgetBoundary';
import { canAddMore, shownFavorites } from '../model/favorites';
import { FEATURE_ICONS } from './featureIcons';
import './favorites.css';

// The dialog (Radix Dialog and Switch) loads when first opened: the home view's JS budget.
const ManageFavoritesDialog = lazy(() => import('./ManageFavoritesDialog'));

/** Quick Access: up to 9 favorite features in 3 columns; premium ones wear a crown. */
export default function HomeFavoritesWidget() {
  const favorites = useHomeFavorites();
  const [managing, setManaging] = useState(false);
  if (favorites.isPending) return <WidgetSkeleton title="Quick Access" rows={3} />;
  if (favorites.isError)
    return (
      <WidgetCard id="favorites" title="Quick Access">
        <LoadError what="your favorites" onRetry={() => void favorites.refetch()} />
      </WidgetCard>
    );
  const tiles = shownFavorites(favorites.data);
  return (
    <WidgetCard
      id="favorites"
      title="Quick Access"
      icon={<Star size={18} aria-hidden="true" />}
      action={
        <Button variant="ghost" onClick={() => setManaging(true)}>
          Manage Favorites
        </Button>
      }
    >
      {tiles.length === 0 ? (
        <EmptyState
          title="No favorites selected"
          description="Pin the features you use most."
          action={<Button onClick={() => setManaging(true)}>Add Favorites</Button>}
        />
      ) : (
        <ul className="fjh-fav-grid">
          {tiles.map((f) => {
            const Icon = FEATURE_ICONS[f.icon];
            return (
              <li key={f.id}>
                <Link to={f.path} className="fjh-fav-tile">
                  {Icon && <Icon size={24} aria-hidden="true" />}
                  <span>{f.title}</span>
                  {f.isPremium && <Crown size={14} className="fjh-crown fjh-fav-tile__crown" aria-label="Premium" />}
                </Link>
              </li>
            );
          })}
          {canAddMore(favorites.data) && (
            <li>
              <button type="button" className="fjh-fav-tile fjh-fav-tile--add" onClick={() => setManaging(true)}>
                <Plus size={24} aria-hidden="true" />
                <span>Add More</span>
              </button>
            </li>
          )}
        </ul>
      )}
      {managing && (
        <Suspense fallback={null}>
          <ManageFavoritesDialog favorites={favorites.data} open onOpenChange={setManaging} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
