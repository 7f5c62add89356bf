// The design system's toast helpers (and sonner) as a chunk of their own, which
// `toast.ts` loads with the first toast. A module of its own, not `import('@friendly/ui')`:
// a dynamic import of the barrel would pull every component into one chunk.
export { toast } from '@friendly/ui';
