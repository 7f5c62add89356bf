import * as Popover from '@radix-ui/react-popover';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type CountryListPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selector's button, which the popup is placed against (it stays the page's own). */
  anchorRef: React.RefObject<HTMLButtonElement | null>;
  /** The popup's id, which the button's aria-controls names. */
  id: string;
  /** The popup's accessible name. */
  label: string;
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
  onInteractOutside: (event: Event) => void;
  /** The search box, the listbox and the status line. */
  children: React.ReactNode;
};

/**
 * The country selector's popup (Radix Popover, with its positioning and its dismissal by
 * Escape or a click outside). CountryPhoneInput loads it the first time the list is asked
 * for, so a page with a phone field does not download the popover before anyone opens it
 * (docs/FIRST-LOAD.md, "On the first ask"). The selector's button stays CountryPhoneInput's
 * own and keeps its state and focus; the popup is only placed against it.
 */
export function CountryListPopover({
  open,
  onOpenChange,
  anchorRef,
  id,
  label,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  children,
}: CountryListPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef as React.RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          data-slot="country-select-content"
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onInteractOutside={onInteractOutside}
          className={cn(
            'z-50 flex w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-xl border border-ink-200 bg-white shadow-overlay',
            'max-h-[min(24rem,var(--radix-popover-content-available-height))]',
          )}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
