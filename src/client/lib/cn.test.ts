import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy values', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('lets a later class of the same kind win', () => {
    expect(cn('text-lg font-semibold', 'text-2xl')).toBe('font-semibold text-2xl');
    expect(cn('flex flex-col gap-1.5 p-5', 'flex-row gap-2')).toBe('flex p-5 flex-row gap-2');
    expect(cn('text-sm text-muted-foreground', 'text-danger-text')).toBe('text-sm text-danger-text');
    expect(cn('border border-border', 'border-danger-text/40')).toBe('border border-danger-text/40');
    expect(cn('font-semibold', 'font-normal')).toBe('font-normal');
  });

  it('keeps variants apart and never drops classes it does not know', () => {
    expect(cn('bg-brand hover:bg-brand-hover', 'bg-danger')).toBe('hover:bg-brand-hover bg-danger');
    expect(cn('sm:p-6 p-5', 'p-4')).toBe('sm:p-6 p-4');
    expect(cn('data-[state=open]:animate-pop-in [&_svg]:size-4', 'size-8')).toBe(
      'data-[state=open]:animate-pop-in [&_svg]:size-4 size-8',
    );
  });

  it('keeps the two axes of a gap, and a corner beside the whole radius, apart', () => {
    expect(cn('gap-x-8 gap-y-1')).toBe('gap-x-8 gap-y-1');
    expect(cn('gap-x-8', 'gap-x-2')).toBe('gap-x-2');
    expect(cn('rounded-lg rounded-t-none')).toBe('rounded-lg rounded-t-none');
    expect(cn('px-4 p-2 py-1')).toBe('px-4 p-2 py-1');
  });
});
