import type { BehaviorDef } from '@shared/behaviors/catalogue';
import {
  AlarmClock,
  Ban,
  BookCheck,
  BookX,
  Brush,
  CircleHelp,
  Clock,
  Crown,
  Ear,
  EarOff,
  FlaskConical,
  Frown,
  Gift,
  Hammer,
  Hand,
  Heart,
  HeartHandshake,
  Lightbulb,
  type LucideIcon,
  Megaphone,
  MessageSquareWarning,
  Pencil,
  Rocket,
  Smartphone,
  Smile,
  Sparkles,
  Star,
  ThumbsDown,
  ThumbsUp,
  Trophy,
  Users,
  Volume2,
  Zap,
} from 'lucide-react';

// Behaviours name their icons by lucide name (the offered set: shared/behavior-types/schemas.ts
// BEHAVIOR_ICONS); only these are bundled (not the whole set).
const ICONS: Record<string, LucideIcon> = {
  HelpCircle: CircleHelp,
  CircleHelp,
  Hammer,
  Zap,
  Crown,
  HeartHandshake,
  Hand,
  Users,
  BookCheck,
  Clock,
  MessageSquareWarning,
  Frown,
  Volume2,
  Smartphone,
  AlarmClock,
  BookX,
  Star,
  ThumbsUp,
  Sparkles,
  Lightbulb,
  Trophy,
  Smile,
  FlaskConical,
  ThumbsDown,
  Ban,
  Heart,
  Ear,
  EarOff,
  Gift,
  Rocket,
  Pencil,
  Brush,
  Megaphone,
};

export function BehaviorIcon({
  behavior,
  className,
}: {
  behavior: Pick<BehaviorDef, 'icon'>;
  className?: string;
}) {
  const Icon = ICONS[behavior.icon] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
