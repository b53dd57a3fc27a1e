import { DEFAULT_FAVORITE_COUNT, HOME_FEATURES, MAX_ENABLED_FAVORITES } from '@fj/contracts/home-catalog';
import type { HomeFavorite } from '@fj/contracts';

/** The tiles of the Quick Access grid: enabled favorites in their order, at most 9 (docs/product.md#quick-access). */
export const shownFavorites = (favorites: HomeFavorite[]): HomeFavorite[] =>
  favorites
    .filter((f) => f.isEnabled)
    .sort((a, b) => a.order - b.order)
    .slice(0, MAX_ENABLED_FAVORITES);

/** 'Add More' shows while fewer than 9 tiles show. */
export const canAddMore = (favorites: HomeFavorite[]): boolean =>
  shownFavorites(favorites).length < MAX_ENABLED_FAVORITES;

/** A toggle sends the whole list with one isEnabled changed; null when it would pin a 10th. */
export function toggleFavorite(favorites: HomeFavorite[], id: string): HomeFavorite[] | null {
  const target = favorites.find((f) => f.id === id);
  if (!target) return null;
  if (!target.isEnabled && !canAddMore(favorites)) return null;
  return favorites.map((f) => (f.id === id ? { ...f, isEnabled: !f.isEnabled } : f));
}

/** Reset sends the first 6 features, all enabled, ordered 0..5. */
export const defaultFavoriteChoices = () =>
  HOME_FEATURES.slice(0, DEFAULT_FAVORITE_COUNT).map((f, order) => ({ id: f.id, isEnabled: true, order }));

/** What PUT /api/home-favorites reads of each favorite. */
export const toFavoriteChoices = (favorites: HomeFavorite[]) =>
  favorites.map(({ id, isEnabled, order }) => ({ id, isEnabled, order }));
