import { dragInstructions, listDragAnnouncements } from '@fj/ui';
import type { WidgetState } from './layout';

/** What dnd-kit's live region reads while a widget is moved: its name and position. */
export const widgetDragAnnouncements = (widgets: readonly WidgetState[], title: (id: string) => string) =>
  listDragAnnouncements(
    widgets.map((w) => w.id),
    title,
  );

export const WIDGET_DRAG_INSTRUCTIONS = dragInstructions('move', 'a widget');
