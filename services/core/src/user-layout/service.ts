import type { Db } from '@fj/db';
import { WIDGET_IDS, type UserLayout } from '@fj/contracts';

/** Every widget, visible, in the default order (docs/product.md#home). */
export const DEFAULT_LAYOUT: UserLayout = {
  layoutData: WIDGET_IDS.map((id) => ({ id, isVisible: true })),
  order: [...WIDGET_IDS],
};

const known = (id: unknown) => (WIDGET_IDS as readonly unknown[]).includes(id);

/**
 * The saved layout (the screen merges it with the widgets it knows), less widgets that no longer exist (home's Today
 * took Today's Content and Wellness), or the default.
 */
export async function getUserLayout(db: Db, userId: string): Promise<UserLayout> {
  const row = await db.userLayout.findUnique({ where: { userId }, select: { layoutData: true, order: true } });
  if (!row) return DEFAULT_LAYOUT;
  const saved = { layoutData: row.layoutData, order: row.order } as UserLayout;
  return { layoutData: saved.layoutData.filter((w) => known(w.id)), order: saved.order.filter(known) };
}

export async function saveUserLayout(db: Db, userId: string, layout: UserLayout): Promise<UserLayout> {
  await db.userLayout.upsert({ where: { userId }, create: { userId, ...layout }, update: layout });
  return layout;
}
