import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { Avatar, DEFAULT_AVATAR_SRC } from '../avatar';
import { cn } from '../lib/cn';

export const avatarStackVariants = cva('inline-flex items-center', {
  variants: {
    /** The avatars' diameter. @default sm */
    size: {
      sm: '-space-x-2 [&>[data-slot=avatar-stack-more]]:h-8 [&>[data-slot=avatar-stack-more]]:min-w-8 [&>[data-slot=avatar-stack-more]]:text-xs',
      md: '-space-x-3 [&>[data-slot=avatar-stack-more]]:h-10 [&>[data-slot=avatar-stack-more]]:min-w-10 [&>[data-slot=avatar-stack-more]]:text-sm',
    },
  },
  defaultVariants: { size: 'sm' },
});

/** The default accessible name: '1 member', '5 members'. */
export function membersLabel(total: number) {
  return `${total} ${total === 1 ? 'member' : 'members'}`;
}

export type AvatarStackProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof avatarStackVariants> & {
    /** Photo URLs of the members to show first; empty or broken ones show the default avatar. */
    avatars: ReadonlyArray<string | null | undefined>;
    /** How many members there are in all (the list may hold only the first few). Defaults to the list's length. */
    total?: number;
    /** At most this many avatars are drawn; the rest are summed up in a '+N' bubble. */
    max?: number;
    /** The group's accessible name, from the total. Defaults to '5 members'. */
    label?: (total: number) => string;
    /** The picture drawn for a member without a photo, or whose photo fails to load; the default avatar by default. */
    fallbackSrc?: string;
  };

/**
 * A few overlapping member photos and a '+N' bubble for the rest, read by screen readers
 * as one picture named by the total ('5 members'). Draws nothing when there are no members.
 */
export function AvatarStack({
  avatars,
  total = avatars.length,
  max = 4,
  label = membersLabel,
  size,
  fallbackSrc = DEFAULT_AVATAR_SRC,
  className,
  ...props
}: AvatarStackProps) {
  const count = Math.max(total, avatars.length);
  if (count === 0) return null;
  const shown = avatars.slice(0, Math.max(0, max));
  const more = count - shown.length;
  return (
    <div
      data-slot="avatar-stack"
      data-size={size ?? 'sm'}
      role="img"
      aria-label={label(count)}
      className={cn(avatarStackVariants({ size }), className)}
      {...props}
    >
      {shown.map((src, index) => (
        <Avatar
          // Photos can repeat (several default avatars), so position is the stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is display-only and never reordered
          key={index}
          src={src}
          alt=""
          fallbackSrc={fallbackSrc}
          size={size ?? 'sm'}
          ring
        />
      ))}
      {more > 0 && (
        <span
          data-slot="avatar-stack-more"
          aria-hidden="true"
          className="relative inline-flex shrink-0 items-center justify-center rounded-pill bg-brand-100 px-1.5 font-semibold text-brand-800 tabular-nums ring-2 ring-white"
        >
          +{more}
        </span>
      )}
    </div>
  );
}
