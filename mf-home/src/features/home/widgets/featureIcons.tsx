import {
  BarChart3,
  Bell,
  BookOpen,
  CalendarDays,
  HeartPulse,
  MessagesSquare,
  Mic,
  Settings,
  Share2,
  StickyNote,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The lucide icon each Quick Access feature names (the catalogue in @fj/contracts/home-catalog). */
export const FEATURE_ICONS: Record<string, LucideIcon> = {
  BookOpen,
  BarChart3,
  CalendarDays,
  Share2,
  HeartPulse,
  Users,
  Mic,
  MessagesSquare,
  StickyNote,
  Bell,
  Settings,
};
