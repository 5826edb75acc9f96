import { cn } from '@client/lib/cn';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * Non-modal by default: the page is not hidden from assistive technology while the menu is
 * open (a modal menu marks #root aria-hidden with focusable content inside, which axe rejects).
 * Escape, outside clicks and Tab still close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

const panel =
  'z-50 min-w-44 overflow-hidden rounded-lg border border-border bg-surface p-1 text-foreground shadow-overlay ' +
  'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

const item =
  'relative flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-surface-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content sideOffset={sideOffset} className={cn(panel, className)} {...props} />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  destructive,
  ...props
}: ComponentProps<typeof RadixMenu.Item> & { destructive?: boolean }) {
  return (
    <RadixMenu.Item
      className={cn(item, destructive && 'text-danger-text data-[highlighted]:bg-danger-soft', className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-2 py-1.5 text-sm font-semibold', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
