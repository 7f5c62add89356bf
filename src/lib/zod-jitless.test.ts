import { describe, expect, it, vi } from 'vitest';
import { preferInterpretedZod } from './zod-jitless';

describe('preferInterpretedZod', () => {
  it('makes zod build and run object schemas without new Function', async () => {
    preferInterpretedZod();
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    const { z, config } = await import('zod');
    expect(config().jitless).toBe(true);
    const schema = z.object({ title: z.string(), steps: z.array(z.object({ text: z.string() })) });
    expect(schema.parse({ title: 'Hi', steps: [{ text: 'one' }] })).toEqual({
      title: 'Hi',
      steps: [{ text: 'one' }],
    });
    expect(schema.safeParse({ title: 1, steps: [] }).success).toBe(false);
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
