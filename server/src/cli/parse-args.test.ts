import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './parse-args';

describe('admin CLI arguments', () => {
  it('reads host review commands', () => {
    expect(parseArgs(['hosts', 'list', '--status', 'pending'])).toEqual({
      name: 'hosts.list',
      status: 'pending',
    });
    expect(parseArgs(['hosts', 'approve', '+61412345678'])).toEqual({
      name: 'hosts.approve',
      who: '+61412345678',
    });
    expect(parseArgs(['hosts', 'reject', 'abc', '--reason', 'Blurry photo.'])).toEqual({
      name: 'hosts.reject',
      who: 'abc',
      reason: 'Blurry photo.',
    });
    expect(parseArgs(['contact', 'list', '--limit', '5'])).toEqual({ name: 'contact.list', limit: 5 });
  });

  it('reads files for content commands on the caller’s machine', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
    writeFileSync(path.join(dir, 'terms.html'), '<p>Terms</p>');
    writeFileSync(path.join(dir, 'faqs.json'), '[{"question":"Q?","answer":"A."}]');
    expect(
      parseArgs(['content', 'set', 'terms-and-conditions', path.join(dir, 'terms.html'), '--title', 'T']),
    ).toEqual({
      name: 'content.set',
      key: 'terms-and-conditions',
      body: '<p>Terms</p>',
      title: 'T',
    });
    expect(parseArgs(['faqs', 'replace', path.join(dir, 'faqs.json')])).toEqual({
      name: 'faqs.replace',
      items: [{ question: 'Q?', answer: 'A.' }],
    });
  });

  it('reads the events commands', () => {
    expect(parseArgs(['events', 'list', '--status', 'pending'])).toEqual({
      name: 'events.list',
      status: 'pending',
      limit: 50,
    });
    expect(parseArgs(['events', 'show', 'lunch-ab12'])).toEqual({ name: 'events.show', slug: 'lunch-ab12' });
    expect(parseArgs(['events', 'approve', 'lunch-ab12'])).toEqual({
      name: 'events.approve',
      slug: 'lunch-ab12',
    });
    expect(parseArgs(['events', 'reject', 'lunch-ab12', '--reason', 'Blurry photo.'])).toEqual({
      name: 'events.reject',
      slug: 'lunch-ab12',
      reason: 'Blurry photo.',
    });
    expect(parseArgs(['events', 'cancel', 'lunch-ab12', '--reason', 'The venue flooded.'])).toEqual({
      name: 'events.cancel',
      slug: 'lunch-ab12',
      reason: 'The venue flooded.',
    });
    expect(parseArgs(['events', 'list', '--status', 'approved', '--limit', '5'])).toEqual({
      name: 'events.list',
      status: 'approved',
      limit: 5,
    });
    expect(() => parseArgs(['events', 'approve'])).toThrowError(/needs an event slug/);
    expect(() => parseArgs(['events', 'cancel'])).toThrowError(/needs an event slug/);
    expect(() => parseArgs(['events', 'list', '--limit', 'ten'])).toThrowError(
      /--limit needs a whole number/,
    );
    expect(() => parseArgs(['events', 'list', '--limit', '0'])).toThrowError(UsageError);
  });

  it('reads the reference list commands', () => {
    expect(parseArgs(['age-groups', 'list'])).toEqual({ name: 'reference.list', list: 'ageGroups' });
    expect(parseArgs(['spots', 'add', 'Boat'])).toEqual({
      name: 'reference.add',
      list: 'spots',
      entry: 'Boat',
    });
    expect(parseArgs(['categories', 'rename', '3', 'Late brunch'])).toEqual({
      name: 'reference.rename',
      list: 'categories',
      entry: '3',
      to: 'Late brunch',
    });
    expect(parseArgs(['traits', 'retire', 'Curious'])).toEqual({
      name: 'reference.retire',
      list: 'traits',
      entry: 'Curious',
    });
    expect(() => parseArgs(['categories', 'rename', '3'])).toThrowError(/needs the new name/);
    expect(() => parseArgs(['spots', 'add', 'Boat', '--image', '/no/such/file.png'])).toThrowError(
      /cannot read/,
    );
  });

  it('reads the command that runs the due jobs', () => {
    expect(parseArgs(['jobs', 'run-due'])).toEqual({ name: 'jobs.run-due' });
    expect(() => parseArgs(['jobs'])).toThrowError(/unknown command/);
  });

  it('reads the demo seed command', () => {
    expect(parseArgs(['demo', 'seed'])).toEqual({ name: 'demo.seed' });
    expect(() => parseArgs(['demo'])).toThrowError(/unknown command/);
  });

  it('explains what is wrong', () => {
    expect(() => parseArgs(['hosts', 'approve'])).toThrowError(UsageError);
    expect(() => parseArgs(['hosts', 'nope'])).toThrowError(/unknown command/);
    expect(() => parseArgs(['hosts', 'list', '--status'])).toThrowError(/--status needs a value/);
  });
});
