import type { AchievementIcon as IconName } from '@shared/achievements/types';
import {
  BookOpen,
  CalendarCheck,
  ClipboardList,
  Coins,
  Crown,
  Flame,
  Footprints,
  GraduationCap,
  Hand,
  HeartHandshake,
  type LucideIcon,
  Medal,
  MessageCircle,
  NotebookPen,
  Rocket,
  School,
  ScrollText,
  Shapes,
  Sparkles,
  Sprout,
  Star,
  Target,
  Trophy,
  Users,
} from 'lucide-react';

// The rules name their icons (src/shared has no React); this maps each name to its component.
const ICONS: Record<IconName, LucideIcon> = {
  footprints: Footprints,
  'heart-handshake': HeartHandshake,
  medal: Medal,
  star: Star,
  crown: Crown,
  sprout: Sprout,
  shapes: Shapes,
  target: Target,
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  coins: Coins,
  rocket: Rocket,
  'notebook-pen': NotebookPen,
  hand: Hand,
  'calendar-check': CalendarCheck,
  users: Users,
  school: School,
  'scroll-text': ScrollText,
  'clipboard-list': ClipboardList,
  'message-circle': MessageCircle,
  sparkles: Sparkles,
  trophy: Trophy,
  flame: Flame,
};

export function AchievementIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name] ?? Trophy;
  return <Icon aria-hidden="true" className={className} />;
}
