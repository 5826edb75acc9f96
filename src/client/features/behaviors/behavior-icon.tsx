import type { BehaviorDef } from '@shared/behaviors/catalogue';
import {
  AlarmClock,
  BookCheck,
  BookX,
  CircleHelp,
  Clock,
  Crown,
  Frown,
  Hammer,
  Hand,
  HeartHandshake,
  type LucideIcon,
  MessageSquareWarning,
  Smartphone,
  Sparkles,
  Users,
  Volume2,
  Zap,
} from 'lucide-react';

// The catalogue names its icons by lucide name; only these are bundled (not the whole set).
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
