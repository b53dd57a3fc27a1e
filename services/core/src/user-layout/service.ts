import type { Db } from '@fj/db';
import { WIDGET_IDS, type UserLayout } from '@fj/contracts';

/** All nine widgets, visible, in the default order (docs/product.md#home). */
export const DEFAULT_LAYOUT: UserLayout = {
  layoutData: WIDGET_IDS.map((id) => ({ id, isVisible: true })),
  order: [...WIDGET_IDS],
};

/** The saved layout as saved (the screen merges it with the widgets it knows), or the default. */
export async function getUserLayout(db: Db, userId: string): Promise<UserLayout> {
  const row = await db.userLayout.findUnique({ where: { userId }, select: { layoutData: true, order: true } });
  return row ? ({ layoutData: row.layoutData, order: row.order } as UserLayout) : DEFAULT_LAYOUT;
}

export async function saveUserLayout(db: Db, userId: string, layout: UserLayout): Promise<UserLayout> {
  await db.userLayout.upsert({ where: { userId }, create: { userId, ...layout }, update: layout });
  return layout;
}
