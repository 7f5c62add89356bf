export type CharacterCount = {
  /** What the counter shows: '42/500', or '42' without a limit. */
  visible: string;
  /** What a screen reader hears: '42 of 500 characters used'. */
  spoken: string;
  /** True once the text is longer than the limit (a pasted or server value can be). */
  over: boolean;
};

/**
 * The counter for a text of `length` UTF-16 units — the unit the browser's `maxLength`
 * and the server's length checks use, so the counter never disagrees with either.
 */
export function characterCount(length: number, maxLength?: number): CharacterCount {
  if (maxLength == null || maxLength < 0) {
    return {
      visible: String(length),
      spoken: `${length} ${length === 1 ? 'character' : 'characters'}`,
      over: false,
    };
  }
  return {
    visible: `${length}/${maxLength}`,
    spoken: `${length} of ${maxLength} characters used`,
    over: length > maxLength,
  };
}
