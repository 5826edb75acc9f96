import type { BehaviorKind } from '@shared/behaviors/catalogue';

// How each kind of behaviour looks. Colour is never the only cue: every place that shows a
// behaviour also shows its signed points, and lists are grouped under the kind's label.

export interface KindStyle {
  label: string;
  /** Icon chip: soft background + strong text colour. */
  chip: string;
  /** Points text. */
  text: string;
  /** Tile hover/focus accent. */
  tile: string;
}

export const KIND_STYLES: Record<BehaviorKind, KindStyle> = {
  positive: {
    label: 'Positive',
    chip: 'bg-success-soft text-success-text',
    text: 'text-success-text',
    tile: 'hover:border-success-text/60 hover:bg-success-soft/50',
  },
  negative: {
    label: 'Negative',
    chip: 'bg-danger-soft text-danger-text',
    text: 'text-danger-text',
    tile: 'hover:border-danger-text/60 hover:bg-danger-soft/50',
  },
  warning: {
    label: 'Warning',
    chip: 'bg-warning-soft text-warning-text',
    text: 'text-warning-text',
    tile: 'hover:border-warning-text/60 hover:bg-warning-soft/50',
  },
};

export const KIND_ORDER: readonly BehaviorKind[] = ['positive', 'negative', 'warning'];

/** A class's behaviours in groups by kind, in the class's order within each kind. */
export const groupByKind = <T extends { kind: BehaviorKind }>(list: readonly T[]) =>
  KIND_ORDER.map((kind) => ({ kind, behaviors: list.filter((b) => b.kind === kind) }));
