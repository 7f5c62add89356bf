// `npm run lint`: every commit after the base has a subject a log can show — at most 72
// characters, `area: imperative summary`, the detail in the body (README, "Commits").
// Commits before the base keep the subjects they were written with. Usage:
//   node scripts/check-commit-subjects.mjs [--base <commit>]
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The first commit the rule holds after: the history before it is left as written. */
export const BASE_COMMIT = '476cb75f51cace89b89d6f2816679c8413b50aa8';
export const MAX_SUBJECT_LENGTH = 72;

// `area: summary`, where the area is one or more lowercase names (`chat, messages:`,
// `api docs:`), as the log has always written them.
const SUBJECT = /^([a-z0-9][a-z0-9 ./_-]*(?:, [a-z0-9][a-z0-9 ./_-]*)*): (\S.*)$/;
// Verbs in the imperative that still end like a past tense, a gerund or a third person.
const IMPERATIVE_EXCEPTIONS = new Set(['need', 'embed', 'feed', 'seed', 'shed', 'speed', 'bring', 'string']);

/** What is wrong with a subject, or an empty list when it follows the rule. */
export function subjectProblems(subject) {
  const problems = [];
  if (subject.length > MAX_SUBJECT_LENGTH) {
    problems.push(
      `${subject.length} characters, more than ${MAX_SUBJECT_LENGTH} (put the detail in the body)`,
    );
  }
  const match = SUBJECT.exec(subject);
  if (!match) {
    problems.push("no area prefix: write 'area: imperative summary' (e.g. 'payments: lock rows by id')");
    return problems;
  }
  const firstWord = (match[2] ?? '').split(/\s/)[0] ?? '';
  if (/^[A-Z][a-z]/.test(firstWord)) problems.push(`'${firstWord}': start the summary in lower case`);
  const word = firstWord.toLowerCase();
  const notImperative =
    !IMPERATIVE_EXCEPTIONS.has(word) &&
    (/[a-z]{2}ed$/.test(word) || /[a-z]{3}ing$/.test(word) || /[^aisu']s$/.test(word));
  if (notImperative) problems.push(`'${firstWord}': write the imperative ('add', not 'added' or 'adds')`);
  return problems;
}

function git(args, cwd) {
  return spawnSync('git', args, { cwd, encoding: 'utf8' });
}

/** Checks the commits after `base` in the repository at `cwd`; returns the exit code. */
export function checkCommitSubjects({ base = BASE_COMMIT, cwd = process.cwd(), log = console } = {}) {
  if (git(['rev-parse', '--git-dir'], cwd).status !== 0) {
    log.info('commit subjects: skipped, not a git checkout');
    return 0;
  }
  if (git(['cat-file', '-e', `${base}^{commit}`], cwd).status !== 0) {
    const shallow = git(['rev-parse', '--is-shallow-repository'], cwd).stdout.trim() === 'true';
    log.info(
      `commit subjects: skipped, the base commit ${base.slice(0, 9)} is not in this history` +
        (shallow ? ' (a shallow clone: fetch the full history to check)' : ''),
    );
    return 0;
  }
  const listed = git(['log', '--no-merges', '--format=%h%x09%s', `${base}..HEAD`], cwd);
  if (listed.status !== 0) {
    log.error(`commit subjects: git log failed: ${listed.stderr.trim()}`);
    return 1;
  }
  const commits = listed.stdout.split('\n').filter(Boolean);
  let failures = 0;
  for (const line of commits) {
    const [hash, ...rest] = line.split('\t');
    const subject = rest.join('\t');
    const problems = subjectProblems(subject);
    if (problems.length === 0) continue;
    failures += 1;
    log.error(`${hash} ${subject}\n  - ${problems.join('\n  - ')}`);
  }
  if (failures > 0) {
    log.error(
      `commit subjects: ${failures} of ${commits.length} commits after ${base.slice(0, 9)} break the rule ` +
        `(README, "Commits"); reword them before they are pushed (git rebase -i ${base.slice(0, 9)})`,
    );
    return 1;
  }
  log.info(`commit subjects: ${commits.length} commits after ${base.slice(0, 9)} follow the rule`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--base');
  const base = at > -1 ? process.argv[at + 1] : undefined;
  process.exit(checkCommitSubjects(base ? { base } : {}));
}
