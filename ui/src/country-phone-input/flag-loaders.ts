/**
 * One lazily loaded module per flag of country-flag-icons (a 3:2 SVG string), keyed as
 * `flagKey()` keys them ('AU', 'GB_ENG'): a closed field loads the one flag it shows, not
 * the whole set. Vite turns the glob into one small chunk per flag.
 */
const modules = import.meta.glob<string>('/node_modules/country-flag-icons/string/3x2/*.js', {
  import: 'default',
});

/** Flag files are named by their code ('AU.js', 'GB-ENG.js'); the rest are the set's indexes. */
const FLAG_FILE = /\/([A-Z]{2}(?:-[A-Z]{2,3})?)\.js$/;

export const FLAG_LOADERS: Record<string, () => Promise<string>> = Object.fromEntries(
  Object.entries(modules).flatMap(([file, load]) => {
    const code = FLAG_FILE.exec(file)?.[1];
    return code ? [[code.replace(/-/g, '_'), load] as const] : [];
  }),
);
