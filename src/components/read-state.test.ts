import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadState, type ReadStateProps } from './read-state';

type Answer = { items: string[] };

const render = (read: ReadStateProps<Answer>['read']) =>
  renderToStaticMarkup(
    createElement(ReadState<Answer>, {
      read,
      loading: 'Loading…',
      failure: (error) => `Failed: ${String((error as Error | undefined)?.message ?? 'nothing to show')}`,
      isEmpty: (answer) => answer.items.length === 0,
      empty: 'Nothing yet.',
      // biome-ignore lint/correctness/noChildrenProp: a render function, passed without JSX
      children: (answer) => answer.items.join(', '),
    }),
  );

/** The four states of a read, in the order the screens rely on (docs/decisions/110). */
describe('ReadState', () => {
  it('shows loading until the first answer, whatever else it holds', () => {
    expect(render({ isLoading: true })).toBe('Loading…');
  });

  it('shows the failure as an alert when there is no answer to show', () => {
    expect(render({ isLoading: false, error: new Error('down') })).toContain('role="alert"');
    expect(render({ isLoading: false, error: new Error('down') })).toContain('Failed: down');
    expect(render({ isLoading: false, error: new Error('down'), data: { items: ['a'] } })).toContain(
      'Failed: down',
    );
    // Neither an answer nor a failure (a read not asked for): nothing to show is a failure.
    expect(render({ isLoading: false })).toContain('Failed: nothing to show');
  });

  it('shows the empty state for an answer with nothing in it, else the answer', () => {
    expect(render({ isLoading: false, data: { items: [] } })).toBe('Nothing yet.');
    expect(render({ isLoading: false, data: { items: ['a', 'b'] } })).toBe('a, b');
  });
});
