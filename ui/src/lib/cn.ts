import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge must know our custom shadow and radius names, or it would treat
// `shadow-card` and `shadow-focus` as unrelated and keep both.
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      shadow: [{ shadow: ['card', 'overlay', 'focus'] }],
      rounded: [{ rounded: ['pill'] }],
    },
  },
});

/** Joins class names conditionally and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
