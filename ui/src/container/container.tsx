import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const containerVariants = cva('mx-auto w-full px-4 sm:px-6 lg:px-8', {
  variants: {
    /** `sm` for forms and reading (640 px), `md` for detail pages, `lg` for lists and tables, `xl` for the header and home. */
    size: { sm: 'max-w-2xl', md: 'max-w-4xl', lg: 'max-w-6xl', xl: 'max-w-7xl' },
  },
  defaultVariants: { size: 'lg' },
});

export type ContainerProps = React.ComponentProps<'div'> &
  VariantProps<typeof containerVariants> & {
    /** Render the child (`<main>`, `<section>`) as the container. */
    asChild?: boolean;
  };

/** Centres a page's content at a readable width, with side padding that grows with the screen. */
export function Container({ size, asChild = false, className, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="container"
      data-size={size ?? 'lg'}
      className={cn(containerVariants({ size }), className)}
      {...props}
    />
  );
}
