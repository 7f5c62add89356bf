import { readFileSync } from 'node:fs';
import { LogoLoader } from '@friendly/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/**
 * index.html paints the loading overlay before any script has run (docs/decisions/100): the root
 * route shows the same overlay for at least 800 ms from its first render, and React
 * replaces the static copy with its own at the same place, so nothing moves.
 */
describe('the first paint of index.html', () => {
  it('is the LogoLoader overlay, exactly as React renders it', () => {
    const root = /<div id="root"><!--page-->([\s\S]*?)<!--\/page--><\/div>/.exec(indexHtml)?.[1] ?? '';
    const staticMarkup = root.replace(/>\s+</g, '><').trim();
    expect(staticMarkup).toBe(renderToStaticMarkup(createElement(LogoLoader, { visible: true })));
  });
});
