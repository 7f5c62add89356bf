import { describe, expect, it } from 'vitest';
import {
  createSessionToken,
  highlightMatch,
  shouldSuggest,
  suggestionLabel,
} from './place-autocomplete-logic';

describe('createSessionToken', () => {
  it('makes a new UUID v4 each time', () => {
    const first = createSessionToken();
    const second = createSessionToken();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });
});

describe('shouldSuggest', () => {
  it('asks once the trimmed text is long enough', () => {
    expect(shouldSuggest('S', 2)).toBe(false);
    expect(shouldSuggest(' S ', 2)).toBe(false);
    expect(shouldSuggest('Sy', 2)).toBe(true);
    expect(shouldSuggest('', 0)).toBe(false);
    expect(shouldSuggest('S', 1)).toBe(true);
  });
});

describe('suggestionLabel', () => {
  it('joins primary and secondary text', () => {
    expect(suggestionLabel({ id: '1', primaryText: 'Sydney', secondaryText: 'NSW, Australia' })).toBe(
      'Sydney, NSW, Australia',
    );
    expect(suggestionLabel({ id: '2', primaryText: 'Sydney' })).toBe('Sydney');
  });
});

describe('highlightMatch', () => {
  it('marks the typed part, ignoring case', () => {
    expect(highlightMatch('Sydney', 'syd')).toEqual([
      { text: 'Syd', match: true },
      { text: 'ney', match: false },
    ]);
  });
  it('prefers the start of a word', () => {
    expect(highlightMatch('Port Melbourne', 'mel')).toEqual([
      { text: 'Port ', match: false },
      { text: 'Mel', match: true },
      { text: 'bourne', match: false },
    ]);
    expect(highlightMatch('Banana Ban', 'an')[1]).toEqual({ text: 'an', match: true });
    expect(highlightMatch('Nan Ansbach', 'an')).toEqual([
      { text: 'Nan ', match: false },
      { text: 'An', match: true },
      { text: 'sbach', match: false },
    ]);
  });
  it('ignores accents and keeps the original characters', () => {
    expect(highlightMatch('São Paulo', 'sao')).toEqual([
      { text: 'São', match: true },
      { text: ' Paulo', match: false },
    ]);
    expect(highlightMatch('Zürich', 'zur')[0]).toEqual({ text: 'Zür', match: true });
  });
  it('leaves text without a match alone', () => {
    expect(highlightMatch('Sydney', 'xyz')).toEqual([{ text: 'Sydney', match: false }]);
    expect(highlightMatch('Sydney', '  ')).toEqual([{ text: 'Sydney', match: false }]);
  });
});
