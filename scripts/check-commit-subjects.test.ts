import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { subjectProblems } from './check-commit-subjects.mjs';

const SCRIPT = path.resolve(import.meta.dirname, 'check-commit-subjects.mjs');

// A temporary repository of its own: nothing of the caller's git state (an index file
// set for a commit, a hook's GIT_DIR) may reach it.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));
Object.assign(env, {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
});

const repos: string[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) rmSync(repo, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]) {
  const result = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** A repository whose first commit is the base, then one commit per subject; returns its path and base. */
function repoWith(subjects: string[]) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'subjects-'));
  repos.push(cwd);
  git(cwd, 'init', '-q', '-b', 'main');
  git(cwd, 'commit', '-q', '--allow-empty', '-m', 'Anything before the rule, at any length');
  const base = git(cwd, 'rev-parse', 'HEAD');
  subjects.forEach((subject, index) => {
    writeFileSync(path.join(cwd, 'file.txt'), String(index));
    git(cwd, 'add', 'file.txt');
    git(cwd, 'commit', '-q', '-m', subject, '-m', 'The body says why.');
  });
  return { cwd, base };
}

function check(cwd: string, base: string) {
  const result = spawnSync(process.execPath, [SCRIPT, '--base', base], { cwd, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('commit subjects', () => {
  it('passes subjects of at most 72 characters with an area and an imperative', () => {
    const { cwd, base } = repoWith([
      'payments: lock rows by id before refunds',
      'chat, messages: put back lines a partial staging misplaced',
      `docs: ${'x'.repeat(66)}`,
    ]);
    const { status, output } = check(cwd, base);
    expect(output).toContain('3 commits after');
    expect(status).toBe(0);
  });

  it('fails a long subject, a missing area and a past tense, naming each commit', () => {
    const { cwd, base } = repoWith([
      'payments: lock rows by id before refunds',
      `docs: ${'x'.repeat(67)}`,
      'Lock rows by id before refunds',
      'payments: locked rows by id before refunds',
    ]);
    const { status, output } = check(cwd, base);
    expect(status).toBe(1);
    expect(output).toContain('73 characters, more than 72');
    expect(output).toMatch(/Lock rows by id before refunds\n {2}- no area prefix/);
    expect(output).toContain("'locked': write the imperative");
    expect(output).toContain('3 of 4 commits');
  });

  it('skips with its reason when the base is not in the history (a shallow clone)', () => {
    const { cwd } = repoWith(['Not checked: the base is missing']);
    const { status, output } = check(cwd, '476cb75f51cace89b89d6f2816679c8413b50aa8');
    expect(status).toBe(0);
    expect(output).toContain('skipped, the base commit 476cb75f5 is not in this history');
  });

  it('reads the imperative from the first word of the summary', () => {
    expect(subjectProblems('ui: add a ProgressBar')).toEqual([]);
    expect(subjectProblems('ui: focus the first invalid field')).toEqual([]);
    expect(subjectProblems('seed: embed the gazetteer')).toEqual([]);
    expect(subjectProblems('ui: adds a ProgressBar')).toHaveLength(1);
    expect(subjectProblems('ui: adding a ProgressBar')).toHaveLength(1);
    expect(subjectProblems('ui: Add a ProgressBar')).toHaveLength(1);
  });
});
