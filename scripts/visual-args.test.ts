import { describe, expect, it } from 'vitest';
import { visualArgs } from './lib/visual-args.mjs';

describe('visualArgs', () => {
  it('hands the filters to Vitest and puts --update after them, where it takes no file as its value', () => {
    expect(visualArgs(['--update', 'stories/ui/otp-input.stories.tsx', '-t', 'Filled'])).toEqual([
      'vitest',
      'run',
      '-c',
      'vitest.visual.config.ts',
      'stories/ui/otp-input.stories.tsx',
      '-t',
      'Filled',
      '--update',
    ]);
  });

  it('runs every story without filters, and updates nothing unless asked', () => {
    expect(visualArgs([])).toEqual(['vitest', 'run', '-c', 'vitest.visual.config.ts']);
  });
});
