import { describe, expect, it } from 'vitest';
import { joinIds } from './form-field-context';

describe('joinIds', () => {
  it('joins the ids that are present, in order', () => {
    expect(joinIds('own-hint', 'field-hint', 'field-error')).toBe('own-hint field-hint field-error');
  });

  it('drops missing and false parts', () => {
    expect(joinIds(undefined, 'field-error', false, null, '')).toBe('field-error');
  });

  it('is undefined when nothing is left, so no empty aria-describedby is rendered', () => {
    expect(joinIds()).toBeUndefined();
    expect(joinIds(undefined, false)).toBeUndefined();
  });
});
