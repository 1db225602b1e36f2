// Throttling of failed logins, so that guessing is slow and a stranger cannot lock a user out:
// - blocking (429) counts failures per account AND client address: after `maxPerAccountAndIp`
//   failures in a window, that address may not try that account until the window ends, while
//   the owner, from their own address, still signs in;
// - across all addresses, the account's failures slow every further attempt down (100 ms,
//   200 ms, 400 ms … up to 3 s before the answer) instead of locking it.
// The subject is the account ('user:<id>': its e-mail and CPF share one count) or, for unknown
// identifiers, the normalised identifier. A successful login clears its address's count.
import type { CounterStore } from '../../plugins/counter-store';

export interface LoginThrottleOptions {
  /** Failures per account and client address per window before that address gets 429. */
  maxPerAccountAndIp: number;
  windowMs: number;
  /** Failures of the account (all addresses) after which each attempt waits. */
  slowDownAfter: number;
  /** The first wait; it doubles with each further failure. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export type LoginVerdict = { blocked: true; retryAfterSeconds: number } | { blocked: false; delayMs: number };

const pairKey = (subject: string, ip: string) => `login-failures:${subject}|${ip}`;
const subjectKey = (subject: string) => `login-failures:${subject}`;

export class LoginThrottle {
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly store: CounterStore,
    private readonly options: LoginThrottleOptions,
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 100;
    this.maxDelayMs = options.maxDelayMs ?? 3000;
  }

  /** Before the password is checked: blocked for this address, or how long to wait first. */
  async check(subject: string, ip: string): Promise<LoginVerdict> {
    const [pair, all] = await Promise.all([
      this.store.get(pairKey(subject, ip)),
      this.store.get(subjectKey(subject)),
    ]);
    if (pair.count >= this.options.maxPerAccountAndIp) {
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(pair.resetInMs / 1000)) };
    }
    return { blocked: false, delayMs: this.delayFor(all.count) };
  }

  /** The wait before answering once the account has `failures` failures from all addresses. */
  delayFor(failures: number): number {
    const beyond = failures - this.options.slowDownAfter;
    if (beyond < 0) return 0;
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.min(beyond, 30));
  }

  async failed(subject: string, ip: string): Promise<void> {
    await Promise.all([
      this.store.increment(pairKey(subject, ip), this.options.windowMs),
      this.store.increment(subjectKey(subject), this.options.windowMs),
    ]);
  }

  async succeeded(subject: string, ip: string): Promise<void> {
    await this.store.delete(pairKey(subject, ip));
  }
}
