/// <reference types="node" />
// The test reads the whole repository's source in Node; the design system itself never does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extendTailwindMerge } from 'tailwind-merge';
import ts from 'typescript';
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

/**
 * What the full tailwind-merge answers, with the design system's names (what `cn` used
 * before its configuration was reduced to the groups the project writes).
 */
const fullMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      shadow: [{ shadow: ['card', 'overlay', 'focus'] }],
      rounded: [{ rounded: ['pill'] }],
    },
  },
});

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the classes `cn` can receive are written: the design system, the app, the stories. */
const SOURCES = ['ui/src', 'src', 'stories'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every word of every string the source writes (literals, template parts, JSX attributes):
 * the classes passed to `cn` and cva are among them, and the project builds no class name
 * from pieces (Tailwind would not generate it).
 */
function writtenWords(): string[] {
  const words = new Set<string>();
  const files = SOURCES.flatMap((source) => sourceFiles(path.join(repo, source)));
  // cn.ts's own words are its configuration's values, not classes anyone passes.
  for (const file of files.filter((name) => name !== fileURLToPath(new URL('./cn.ts', import.meta.url)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        for (const word of node.text.split(/\s+/)) if (word) words.add(word);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return [...words].sort();
}

/** A Tailwind class for a merger: two of it merge into one (any other word is kept twice). */
const isClassFor = (merge: (classes: string) => string, word: string) => merge(`${word} ${word}`) === word;

describe('cn merges as the full tailwind-merge on every class the source writes', () => {
  const words = writtenWords();
  const classes = words.filter((word) => isClassFor(fullMerge, word));

  it('finds the classes', () => {
    // A guard on the scan itself: the design system alone writes hundreds.
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'bg-brand-600', 'shadow-card', 'rounded-pill']));
  });

  it('takes for a class what the full configuration takes, and nothing else', () => {
    const disagreements = words.filter((word) => isClassFor(cn, word) !== isClassFor(fullMerge, word));
    expect(disagreements, 'add their class groups to ui/src/lib/cn.ts').toEqual([]);
  });

  it('keeps or drops each class before each other one as the full configuration does', () => {
    // The merge keeps a class unless a later kept class is of its group or of a group in
    // conflict with it (by variants and "!"): decided pair by pair, so agreeing on every
    // pair is agreeing on every list of these classes, in any order.
    const disagreements: string[] = [];
    for (const earlier of classes) {
      for (const later of classes) {
        const expected = fullMerge(`${earlier} ${later}`);
        const merged = cn(earlier, later);
        if (merged !== expected) disagreements.push(`${earlier} ${later}: "${merged}", not "${expected}"`);
      }
    }
    expect(disagreements.slice(0, 20), `${disagreements.length} pairs differ; see ui/src/lib/cn.ts`).toEqual(
      [],
    );
    // About 700,000 pairs: a few seconds, more on a busy machine.
  }, 120_000);
});
