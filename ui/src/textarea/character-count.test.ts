import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';

describe('characterCount', () => {
  it('shows used and allowed characters when there is a limit', () => {
    expect(characterCount(42, 500)).toEqual({
      visible: '42/500',
      spoken: '42 of 500 characters used',
      over: false,
    });
  });

  it('is not over at exactly the limit, and over past it', () => {
    expect(characterCount(500, 500).over).toBe(false);
    expect(characterCount(501, 500).over).toBe(true);
  });

  it('shows a plain count without a limit', () => {
    expect(characterCount(0)).toEqual({ visible: '0', spoken: '0 characters', over: false });
    expect(characterCount(1)).toMatchObject({ spoken: '1 character' });
  });
});
