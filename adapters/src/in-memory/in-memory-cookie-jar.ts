import { FIRST_PARTY_COOKIE_PREFIX, thirdPartyCookieNames, type Clock, type CookieJar, type CookieOptions } from '@vitrine/core';

interface StoredCookie {
  readonly value: string;
  readonly options: CookieOptions;
  /** Epoch ms, or null for a session cookie. */
  readonly expiresAt: number | null;
}

/** Options of {@link InMemoryCookieJar}. */
export interface InMemoryCookieJarOptions {
  /** Cookies present at start, name -> value. */
  readonly initial?: Readonly<Record<string, string>>;
  /** Third-party names clearThirdPartyCookies keeps (as CookieJarDocument's keep-list). */
  readonly keep?: readonly string[];
  /** With a clock, Max-Age is honoured: a cookie disappears once its lifetime has passed. */
  readonly clock?: Clock;
}

/**
 * CookieJar in memory with the rules of CookieJarDocument: one cookie per name, `maxAgeSeconds`
 * <= 0 deletes, clearThirdPartyCookies removes names without the 'vitrine_' prefix that are not on
 * the keep-list. `options(name)` shows what a cookie was written with.
 */
export class InMemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();
  private readonly keep: ReadonlySet<string>;

  constructor(private readonly config: InMemoryCookieJarOptions = {}) {
    this.keep = new Set(config.keep ?? []);
    for (const [name, value] of Object.entries(config.initial ?? {})) this.cookies.set(name, { value, options: {}, expiresAt: null });
  }

  private live(name: string): StoredCookie | undefined {
    const cookie = this.cookies.get(name);
    if (cookie && cookie.expiresAt !== null && this.config.clock && this.config.clock.now() >= cookie.expiresAt) {
      this.cookies.delete(name);
      return undefined;
    }
    return cookie;
  }

  get(name: string): string | undefined {
    return this.live(name)?.value;
  }

  getAll(): Readonly<Record<string, string>> {
    const all: Record<string, string> = {};
    for (const name of [...this.cookies.keys()]) {
      const cookie = this.live(name);
      if (cookie) all[name] = cookie.value;
    }
    return all;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) {
      this.cookies.delete(name);
      return;
    }
    const expiresAt = options.maxAgeSeconds !== undefined && this.config.clock ? this.config.clock.now() + options.maxAgeSeconds * 1000 : null;
    this.cookies.set(name, { value, options: { path: '/', sameSite: 'Lax', ...options }, expiresAt });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }

  clearThirdPartyCookies(): string[] {
    const names = thirdPartyCookieNames(Object.keys(this.getAll()), FIRST_PARTY_COOKIE_PREFIX).filter((name) => !this.keep.has(name));
    for (const name of names) this.cookies.delete(name);
    return names;
  }

  /** The options a cookie was written with (path and sameSite defaulted), or undefined. */
  options(name: string): CookieOptions | undefined {
    return this.live(name)?.options;
  }
}
