import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * A menu of actions or links opened from a button (Radix): `open`/`defaultOpen`/
 * `onOpenChange`. Enter, Space or ArrowDown opens it; arrows move; Enter chooses;
 * Escape closes and returns focus to the trigger; typing jumps to an entry.
 */
export function DropdownMenu(props: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" {...props} />;
}

/** The button that opens the menu; use `asChild` for your own button. */
export function DropdownMenuTrigger(props: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export function DropdownMenuPortal(props: React.ComponentProps<typeof DropdownMenuPrimitive.Portal>) {
  return <DropdownMenuPrimitive.Portal data-slot="dropdown-menu-portal" {...props} />;
}

export function DropdownMenuGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

/** The menu panel, in a portal, aligned to the trigger's end by default (a header menu). */
export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPortal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-52 overflow-y-auto',
          'rounded-xl border border-ink-100 bg-white p-1.5 text-ink-900 shadow-overlay outline-none',
          className,
        )}
        {...props}
      />
    </DropdownMenuPortal>
  );
}

export const dropdownMenuItemVariants = cva(
  [
    'relative flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-[0.9375rem] font-medium outline-none select-none',
    'transition-colors no-underline',
    'data-[disabled]:pointer-events-none data-[disabled]:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** `danger` colours a destructive item (Log out, Delete). @default default */
      variant: {
        default: 'text-ink-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-ink-900',
        danger: 'text-danger-600 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type DropdownMenuItemProps = React.ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

/**
 * One entry. `onSelect` runs when it is chosen; with `asChild` it can be a link
 * (`<a href="/my-profile">`), which keeps the menu's keyboard behaviour.
 */
export function DropdownMenuItem({ className, variant, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A non-interactive heading inside the menu, such as the signed-in person's name. */
export function DropdownMenuLabel({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-3 pt-2 pb-1.5 text-[0.8125rem] font-semibold text-ink-500', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1.5 my-1.5 h-px bg-ink-100', className)}
      {...props}
    />
  );
}
