// The fixed behaviour catalogue. Icons are lucide-react names; the client maps them.
export type BehaviorKind = 'positive' | 'negative' | 'warning';

export interface BehaviorDef {
  id: string;
  name: string;
  points: number;
  icon: string;
  color: string;
  kind: BehaviorKind;
}

export const BEHAVIORS: readonly BehaviorDef[] = [
  {
    id: 'outstanding-question',
    name: 'Outstanding Question',
    points: 3,
    icon: 'HelpCircle',
    color: 'emerald',
    kind: 'positive',
  },
  { id: 'hard-work', name: 'Hard Work', points: 2, icon: 'Hammer', color: 'emerald', kind: 'positive' },
  { id: 'extra-effort', name: 'Extra Effort', points: 2, icon: 'Zap', color: 'emerald', kind: 'positive' },
  { id: 'leadership', name: 'Leadership', points: 3, icon: 'Crown', color: 'emerald', kind: 'positive' },
  {
    id: 'helping-peer',
    name: 'Helping Peer',
    points: 2,
    icon: 'HeartHandshake',
    color: 'emerald',
    kind: 'positive',
  },
  {
    id: 'participation',
    name: 'Great Participation',
    points: 2,
    icon: 'Hand',
    color: 'emerald',
    kind: 'positive',
  },
  { id: 'teamwork', name: 'Teamwork', points: 1, icon: 'Users', color: 'emerald', kind: 'positive' },
  { id: 'prepared', name: 'Well Prepared', points: 1, icon: 'BookCheck', color: 'emerald', kind: 'positive' },
  { id: 'punctual', name: 'Punctual', points: 1, icon: 'Clock', color: 'emerald', kind: 'positive' },
  {
    id: 'excessive-talking',
    name: 'Excessive Talking',
    points: -1,
    icon: 'MessageSquareWarning',
    color: 'red',
    kind: 'negative',
  },
  {
    id: 'rude-behavior',
    name: 'Rude to Classmates',
    points: -2,
    icon: 'Frown',
    color: 'red',
    kind: 'negative',
  },
  { id: 'disruption', name: 'Disruption', points: -2, icon: 'Volume2', color: 'red', kind: 'negative' },
  {
    id: 'off-task-tech',
    name: 'Off-Task Tech',
    points: -2,
    icon: 'Smartphone',
    color: 'amber',
    kind: 'warning',
  },
  {
    id: 'late-to-class',
    name: 'Late to Class',
    points: -1,
    icon: 'AlarmClock',
    color: 'amber',
    kind: 'warning',
  },
  { id: 'unprepared', name: 'Unprepared', points: -1, icon: 'BookX', color: 'amber', kind: 'warning' },
] as const;
