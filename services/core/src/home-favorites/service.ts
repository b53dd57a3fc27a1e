import type { Db } from '@fj/db';
import { DEFAULT_FAVORITE_COUNT, HOME_FEATURES, type HomeFavorite, type UpdateHomeFavorites } from '@fj/contracts';

type Choice = { id: string; isEnabled: boolean; order: number };

/** Until the user chooses (docs/product.md#quick-access), the first 6 features are enabled, in catalogue order. */
const DEFAULT_CHOICES: Choice[] = HOME_FEATURES.map((f, i) => ({
  id: f.id,
  isEnabled: i < DEFAULT_FAVORITE_COUNT,
  order: i,
}));

/**
 * All 11 features with the user's choice applied: a feature the saved list does not name is off and goes last (a
 * reset sends only the first 6). Sorted by order, then catalogue position.
 */
export function favoritesFrom(choices: Choice[]): HomeFavorite[] {
  const byId = new Map(choices.map((c) => [c.id, c]));
  return HOME_FEATURES.map((feature, index) => {
    const choice = byId.get(feature.id);
    return { ...feature, isEnabled: choice?.isEnabled ?? false, order: choice?.order ?? 100 + index, index };
  })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ index: _index, ...favorite }) => favorite);
}

export async function getHomeFavorites(db: Db, userId: string): Promise<HomeFavorite[]> {
  const row = await db.homeFavorites.findUnique({ where: { userId }, select: { favorites: true } });
  return favoritesFrom(row ? (row.favorites as Choice[]) : DEFAULT_CHOICES);
}

export async function saveHomeFavorites(
  db: Db,
  userId: string,
  { favorites }: UpdateHomeFavorites,
): Promise<HomeFavorite[]> {
  // Only the choice is stored; titles, paths, icons and the premium crown come from the catalogue.
  const choices: Choice[] = favorites.map(({ id, isEnabled, order }) => ({ id, isEnabled, order }));
  await db.homeFavorites.upsert({
    where: { userId },
    create: { userId, favorites: choices },
    update: { favorites: choices },
  });
  return favoritesFrom(choices);
}
