// Joins class names and lets a later Tailwind class override an earlier one of the same kind,
// so `<CardTitle className="text-2xl">` beats the primitive's `text-lg`. A deliberately small
// stand-in for tailwind-merge: it knows the groups our primitives set (sizes, spacing,
// colours, layout); a class it does not recognise is always kept.

type ClassValue = string | false | null | undefined;

const GROUPS: Array<[RegExp, string]> = [
  [/^text-(xs|sm|base|lg|xl|\dxl)$/, 'text-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(balance|pretty|wrap|nowrap|ellipsis|clip)$/, 'text-wrap'],
  [/^text-(?!\[)/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^(block|inline|inline-block|flex|inline-flex|grid|inline-grid|hidden|contents)$/, 'display'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^(items|justify|content|self|place-items|place-content)-/, ''],
  // Longer names first: with `gap` before `gap-x`, 'gap-x-8' matched as 'gap-' and a later
  // 'gap-y-1' dropped it (the projector's timer lost its column gap).
  [/^(gap-x|gap-y|gap|px|py|pt|pr|pb|pl|p|mx|my|mt|mr|mb|ml|m|w|h|size|min-w|max-w|min-h|max-h)-/, ''],
  [/^(leading|tracking|opacity|z|shadow|rounded-[tblr]{1,2}|rounded|whitespace)-/, ''],
  [/^rounded$/, 'rounded'],
  [/^shadow$/, 'shadow'],
  [/^border(-\d+)?$/, 'border-width'],
  [/^border-[tblrxy](-\d+)?$/, ''],
  [/^border-(solid|dashed|dotted|double|none)$/, 'border-style'],
  [/^border-/, 'border-color'],
  [/^bg-(linear|radial|conic|none|\[(linear|radial|conic)-gradient)/, 'bg-image'],
  [/^bg-/, 'bg-color'],
];

/** 'md:hover:px-4' → 'md:hover:px' ; null when the class is not in a known group. */
function groupOf(cls: string): string | null {
  const colon = cls.lastIndexOf(':', cls.indexOf('[') === -1 ? undefined : cls.indexOf('['));
  const variant = colon === -1 ? '' : cls.slice(0, colon + 1);
  const utility = cls
    .slice(colon + 1)
    .replace(/^!|!$/g, '')
    .replace(/^-/, '');
  for (const [pattern, name] of GROUPS) {
    const match = pattern.exec(utility);
    if (match) return variant + (name || match[0]);
  }
  return null;
}

export function cn(...classes: ClassValue[]): string {
  const list = classes.filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const group = groupOf(list[i]);
    if (group) {
      if (seen.has(group)) continue;
      seen.add(group);
    }
    kept.push(list[i]);
  }
  return kept.reverse().join(' ');
}
