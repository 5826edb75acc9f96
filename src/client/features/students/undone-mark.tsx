import { Badge } from '@client/components/ui/badge';

/**
 * A record a later undo cancelled (docs/decisions/0076): the teacher sees it once, struck
 * through and marked, instead of the record and its 'Undo: …' line. Students never see either.
 */
export function UndoneMark() {
  return (
    <Badge variant="secondary" className="shrink-0">
      Undone
    </Badge>
  );
}

/** Classes of a struck line's text: the name and points keep their place but read as void. */
export const STRUCK = 'line-through decoration-2 text-muted-foreground';
