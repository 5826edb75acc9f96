/** How many characters of a name a card, a row or a menu shows before '…' (two lines of a card). */
export const NAME_CLIP = 44;

/**
 * Shortens text to at most `max` characters ending in '…', cut after the last whole word that
 * fits, so a 100-character name reads 'Alexandrina Maximiliana …' and never 'Alexandrin a-…'
 * (CSS ellipsis cuts wherever the box ends, mid-word). A single word longer than the limit is
 * cut inside it, as nothing else fits.
 */
export function clipAtWord(text: string, max = NAME_CLIP): string {
  const t = text.trim();
  if (t.length <= max) return t;
  // The last word boundary that leaves room for '…': before a space, or just after a hyphen.
  let cut = -1;
  for (let i = max - 1; i > 0 && cut < 0; i--) if (t[i] === ' ' || t[i - 1] === '-') cut = i;
  const head = cut > max / 3 ? t.slice(0, cut) : t.slice(0, max - 1);
  return `${head.replace(/[\s-]+$/, '')}…`;
}
