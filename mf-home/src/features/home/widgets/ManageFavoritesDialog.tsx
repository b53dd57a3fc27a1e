import { useState } from 'react';
import { Crown } from 'lucide-react';
import type { HomeFavorite } from '@fj/contracts';
import { MAX_ENABLED_FAVORITES } from '@fj/contracts/home-catalog';
import { Button } from '@fj/ui';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { Switch } from '@fj/ui/switch';
import { useUpdateFavorites } from '../api/favoritesApi';
import { canAddMore, defaultFavoriteChoices, toFavoriteChoices, toggleFavorite } from '../model/favorites';
import { FEATURE_ICONS } from './featureIcons';

/** 'Manage Favorites': a switch per feature (saved at once), 'Reset to Defaults' and 'Done'. */
export default function ManageFavoritesDialog({
  favorites,
  open,
  onOpenChange,
}: {
  favorites: HomeFavorite[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateFavorites();
  const [limitNote, setLimitNote] = useState(false);
  const toggle = (id: string) => {
    const next = toggleFavorite(favorites, id);
    if (!next) return setLimitNote(true);
    setLimitNote(false);
    update.mutate(toFavoriteChoices(next));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Manage Favorites"
        description={`Choose up to ${MAX_ENABLED_FAVORITES} features for Quick Access.`}
      >
        <ul className="fjh-fav-list">
          {favorites.map((f) => {
            const Icon = FEATURE_ICONS[f.icon];
            const switchId = `fjh-fav-${f.id}`;
            return (
              <li key={f.id} className="fjh-fav-row">
                {Icon && <Icon size={20} aria-hidden="true" />}
                <label htmlFor={switchId} className="fjh-fav-row__label">
                  {f.title}
                  {f.isPremium && <Crown size={14} className="fjh-crown" aria-label="Premium" />}
                </label>
                <Switch
                  id={switchId}
                  checked={f.isEnabled}
                  disabled={update.isPending}
                  onCheckedChange={() => toggle(f.id)}
                />
              </li>
            );
          })}
        </ul>
        {limitNote && !canAddMore(favorites) && (
          <p className="fjh-form-note" role="status">
            You can pin at most {MAX_ENABLED_FAVORITES} favorites. Turn one off first.
          </p>
        )}
        <div className="fjh-dialog-actions">
          <Button variant="outline" disabled={update.isPending} onClick={() => update.mutate(defaultFavoriteChoices())}>
            Reset to Defaults
          </Button>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
