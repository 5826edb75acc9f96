/**
 * 'N thing' or 'N things': every count the app shows goes through this, so a class of one never
 * reads '1 students'. `many` for irregular plurals ('entries', 'replies').
 */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
