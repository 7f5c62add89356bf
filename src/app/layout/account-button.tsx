import { Avatar } from '@friendly/ui';
import type { ComponentProps } from 'react';

/**
 * The header's account button: the host's photo and name (the name for screen readers
 * only on a phone). The same button before the menu's code has loaded and as the menu's
 * trigger after (signed-in-menus.tsx), so the two look alike.
 */
export function AccountButton({
  name,
  photo,
  ...props
}: { name: string; photo: string | undefined } & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className="flex max-w-56 cursor-pointer items-center gap-2 rounded-pill py-1 pr-3 pl-1 text-[0.9375rem] max-sm:pr-1 font-semibold text-ink-900 hover:bg-ink-50 data-[state=open]:bg-ink-50"
      {...props}
    >
      <Avatar src={photo} alt="" size="sm" />
      <span className="truncate max-sm:sr-only">{name}</span>
      <span className="sr-only">, account menu</span>
    </button>
  );
}
