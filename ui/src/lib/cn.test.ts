import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins truthy class names and drops falsy ones', () => {
    expect(cn('px-4', false && 'hidden', undefined, 'py-2')).toBe('px-4 py-2');
  });

  it("lets the caller's class win over the component's default", () => {
    expect(cn('bg-brand-600 px-4', 'bg-ink-900')).toBe('px-4 bg-ink-900');
  });

  it('knows the custom shadow and radius tokens', () => {
    expect(cn('shadow-card', 'shadow-focus')).toBe('shadow-focus');
    expect(cn('rounded-md', 'rounded-pill')).toBe('rounded-pill');
  });
});
