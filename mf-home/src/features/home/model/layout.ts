import type { UserLayout } from '@fj/contracts';
import { WIDGET_IDS, type WidgetId } from '@fj/contracts/home-catalog';

/** A widget as the dashboard holds it: where it is (array position) and whether it shows. */
export interface WidgetState {
  id: WidgetId;
  isVisible: boolean;
}

/** Every widget, visible, in the default order (docs/product.md#home). */
export const defaultWidgets = (): WidgetState[] => WIDGET_IDS.map((id) => ({ id, isVisible: true }));

const isWidgetId = (id: unknown): id is WidgetId => (WIDGET_IDS as readonly unknown[]).includes(id);

/**
 * A saved layout is merged on load (docs/product.md#home-layout) — unknown ids are dropped (a widget that no longer
 * exists), widgets the saved order lacks are appended in default order (a widget added since), and a saved
 * visibility wins over the default.
 */
export function mergeLayout(saved: Partial<UserLayout> | null | undefined): WidgetState[] {
  const visibility = new Map<WidgetId, boolean>();
  for (const entry of saved?.layoutData ?? [])
    if (isWidgetId(entry?.id)) visibility.set(entry.id, entry.isVisible !== false);
  const order: WidgetId[] = [];
  for (const id of saved?.order ?? []) if (isWidgetId(id) && !order.includes(id)) order.push(id);
  for (const id of WIDGET_IDS) if (!order.includes(id)) order.push(id);
  return order.map((id) => ({ id, isVisible: visibility.get(id) ?? true }));
}

/** POST /api/user-layout body. */
export const toLayoutPayload = (widgets: WidgetState[]): UserLayout => ({
  layoutData: widgets.map(({ id, isVisible }) => ({ id, isVisible })),
  order: widgets.map((w) => w.id),
});

/** `widgets` with `activeId` moved to `overId`'s place; null when nothing moves. */
export function moveWidget(widgets: WidgetState[], activeId: string, overId: string | null): WidgetState[] | null {
  if (!overId || activeId === overId) return null;
  const from = widgets.findIndex((w) => w.id === activeId);
  const to = widgets.findIndex((w) => w.id === overId);
  if (from < 0 || to < 0) return null;
  const next = [...widgets];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export const toggleWidget = (widgets: WidgetState[], id: WidgetId): WidgetState[] =>
  widgets.map((w) => (w.id === id ? { ...w, isVisible: !w.isVisible } : w));
