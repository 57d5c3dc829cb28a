import Cookies from 'js-cookie';
import { FIRST_PARTY_COOKIE_PREFIX, thirdPartyCookieNames, type CookieJar, type CookieOptions } from '@vitrine/core';

/** Options of {@link CookieJarDocument}. */
export interface CookieJarDocumentOptions {
  /**
   * Third-party cookie names that survive clearThirdPartyCookies (a consent library's cookies:
   * clearing them would silently drop the shopper's consent choice). Default none.
   */
  readonly keep?: readonly string[];
  /** The page location (hostname, pathname); default globalThis.location. */
  readonly location?: () => Pick<Location, 'hostname' | 'pathname'>;
}

/** Domains a cookie for `hostname` may have been written with: none (host-only), then the host and each parent with 2+ labels. */
export function cookieDomainCandidates(hostname: string): (string | undefined)[] {
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const labels = hostname.split('.').filter(Boolean);
  if (isIp || labels.length < 2) return [undefined];
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i <= labels.length - 2; i += 1) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** Paths a cookie visible at `pathname` may have been written with: '/', then each prefix of the path. */
export function cookiePathCandidates(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  for (let i = 1; i <= segments.length; i += 1) paths.push(`/${segments.slice(0, i).join('/')}`);
  return paths;
}

/**
 * CookieJar over `document.cookie`, through js-cookie (encoding, attributes). Writes default to
 * path '/' and SameSite Lax; `maxAgeSeconds` becomes the Max-Age attribute; SameSite None forces
 * Secure. clearThirdPartyCookies removes every readable cookie whose name does not start with
 * 'vitrine_' and is not on the keep-list, for every domain and path it may have been written with
 * (decision 0042). Reads and writes nothing when there is no document (server rendering). Reads
 * within one turn of the event loop share one read of `document.cookie` (decision 0465).
 */
export class CookieJarDocument implements CookieJar {
  private readonly cookies = Cookies.withAttributes({ path: '/', sameSite: 'Lax' });
  private readonly keep: ReadonlySet<string>;
  private readonly location: () => Pick<Location, 'hostname' | 'pathname'>;
  private snapshot: Readonly<Record<string, string>> | null = null;

  constructor(options: CookieJarDocumentOptions = {}) {
    this.keep = new Set(options.keep ?? []);
    this.location = options.location ?? (() => globalThis.location);
  }

  get(name: string): string | undefined {
    const all = this.read();
    return Object.hasOwn(all, name) ? all[name] : undefined;
  }

  getAll(): Readonly<Record<string, string>> {
    return { ...this.read() };
  }

  /**
   * The cookies, read from `document.cookie` once per turn of the event loop (decision 0465):
   * each read of `document.cookie` asks the browser's cookie store, and rendering a page reads
   * tens of cookies. The copy is dropped at the next microtask checkpoint and after every write.
   */
  private read(): Readonly<Record<string, string>> {
    if (this.snapshot === null) {
      this.snapshot = this.cookies.get() ?? {};
      queueMicrotask(() => {
        this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const attributes: Cookies.CookieAttributes = { path: options.path ?? '/', sameSite: options.sameSite ?? 'Lax' };
    if (options.maxAgeSeconds !== undefined) attributes['max-age'] = String(Math.max(0, Math.floor(options.maxAgeSeconds)));
    if (options.domain !== undefined) attributes.domain = options.domain;
    if (options.secure === true || options.sameSite === 'None') attributes.secure = true;
    this.cookies.set(name, value, attributes);
    this.snapshot = null;
  }

  remove(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
    this.cookies.remove(name, { path: options.path ?? '/', ...(options.domain === undefined ? {} : { domain: options.domain }) });
    this.snapshot = null;
  }

  clearThirdPartyCookies(): string[] {
    const names = thirdPartyCookieNames(Object.keys(this.getAll()), FIRST_PARTY_COOKIE_PREFIX).filter((name) => !this.keep.has(name));
    if (names.length === 0) return [];
    const location = this.location();
    const domains = cookieDomainCandidates(location?.hostname ?? '');
    const paths = cookiePathCandidates(location?.pathname ?? '/');
    for (const name of names) {
      for (const domain of domains) {
        for (const path of paths) this.remove(name, domain === undefined ? { path } : { path, domain });
      }
    }
    return names;
  }
}
