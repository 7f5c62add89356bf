const LARGER_UNITS = ['KB', 'MB', 'GB'] as const;

/** One decimal below 100, none from 100 on: '12.3', '150'. */
const rounded = (amount: number) => (amount >= 100 ? Math.round(amount) : Math.round(amount * 10) / 10);

/**
 * A file's size as people read it (docs/decisions/137, 144): bytes below a kilobyte, then
 * KB, MB and GB in steps of 1024 with at most one decimal ('256 B', '12.3 KB', '150 KB',
 * '1.3 MB'). The one way sizes are written: the chat's attachment and the image pickers'
 * hints and limits. `nonBreaking` joins the number and its unit with a no-break space, so
 * a line of prose never parts them ('up to 10 MB each').
 */
export function formatFileSize(bytes: number, options: { nonBreaking?: boolean } = {}): string {
  const space = options.nonBreaking ? '\u00a0' : ' ';
  const whole = Math.max(0, Math.round(bytes));
  if (whole < 1024) return `${whole}${space}B`;
  let amount = whole / 1024;
  let unit = 0;
  // 1,048,575 bytes round to 1024 KB: that is '1 MB'.
  while (rounded(amount) >= 1024 && unit < LARGER_UNITS.length - 1) {
    amount /= 1024;
    unit += 1;
  }
  return `${rounded(amount)}${space}${LARGER_UNITS[unit]}`;
}
