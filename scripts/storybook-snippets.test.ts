import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Storybook's generated "Show code" snippet reads `element.ref` of every element a story
// renders, which React 19 reports as an error on the docs page when an element has a ref.
// A story that renders one shows its code as written instead (docs/decisions/130).
const stories = path.resolve(import.meta.dirname, '../stories');

const storyFiles = readdirSync(stories, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => path.join(stories, file));

/** Each `export const Name` of a stories file with the text up to the next one. */
function exportedStories(source: string) {
  const starts = [...source.matchAll(/^export const (\w+)/gm)];
  return starts.map((match, index) => ({
    name: match[1],
    text: source.slice(match.index, starts[index + 1]?.index ?? source.length),
  }));
}

describe('stories that render an element with a ref', () => {
  it('show their code as written', () => {
    const generated = storyFiles.flatMap((file) =>
      exportedStories(readFileSync(file, 'utf8'))
        .filter(({ text }) => /\sref=\{/.test(text) && !/source:\s*\{\s*type:\s*'code'/.test(text))
        .map(({ name }) => `${path.relative(stories, file)} ${name}`),
    );
    expect(generated).toEqual([]);
  });

  it('finds the one there is', () => {
    const withRefs = storyFiles.flatMap((file) =>
      exportedStories(readFileSync(file, 'utf8'))
        .filter(({ text }) => /\sref=\{/.test(text))
        .map(({ name }) => name),
    );
    expect(withRefs).toContain('ClearedFromOutside');
  });
});
