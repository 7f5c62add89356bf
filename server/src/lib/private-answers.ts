import type { Clock } from './clock';
import { type ReferenceAnswer, toPrivateAnswer } from './reference-data';

/** How long an instance keeps an account's answer (a host's My Events) at most. */
export const PRIVATE_ANSWER_TTL_MS = 1000;
/** Answers kept at once; the oldest go first. */
const KEPT = 2000;

/**
 * Answers for one account that many requests read and few writes change (My Events),
 * serialised and compressed once and kept for at most `ttlMs` (docs/decisions/090).
 * Every write on this instance drops them all (`clear()`, called once a write's answer is
 * ready, by jobs and by the payment provider's events), so a host reads their own changes
 * at once; changes made on another instance show within `ttlMs`, the bound the session
 * cache already sets (docs/decisions/071). `ttlMs` 0 keeps nothing.
 */
export class PrivateAnswers {
  readonly #answers = new Map<string, { expires: number; answer: Promise<ReferenceAnswer> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = PRIVATE_ANSWER_TTL_MS,
  ) {}

  answer(key: string, load: () => Promise<unknown>): Promise<ReferenceAnswer> {
    if (this.ttlMs <= 0) return load().then(toPrivateAnswer);
    const now = this.clock().getTime();
    const kept = this.#answers.get(key);
    if (kept && kept.expires > now) return kept.answer;
    const answer = load().then(toPrivateAnswer);
    this.#answers.delete(key);
    this.#answers.set(key, { expires: now + this.ttlMs, answer });
    if (this.#answers.size > KEPT) this.#answers.delete(this.#answers.keys().next().value!);
    answer.catch(() => {
      if (this.#answers.get(key)?.answer === answer) this.#answers.delete(key);
    });
    return answer;
  }

  clear() {
    this.#answers.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account answers in memory (lib/private-answers.ts). */
    privateAnswers: PrivateAnswers;
  }
}
