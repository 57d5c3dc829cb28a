import { useEffect, useState } from 'react';
import { token } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import type { Services } from '../../shared/services';

/**
 * The card payment provider's script (shell-and-account.md §7 "A card payment provider script is
 * loaded with the site's account id and publishable key"; decision 0118): loaded on demand when
 * the payment step offers cards, never before. The card number does not depend on it — it is
 * encrypted with the PXP key either way — so when it cannot load (offline, blocked) the step says
 * so plainly and card payment goes on.
 */

/** Where the script comes from and what it is loaded with. */
export interface CardProviderSettings {
  readonly scriptUrl: string;
  readonly accountId: string;
  readonly publishableKey: string;
}

/** How long to wait for the script before giving up (ms; the spec's maps script timeout, §8/§9). */
export const CARD_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The provider settings of a site. The site configuration does not carry them yet, so Vitrine
 * uses the provider's public script and a sandbox account per site (decision 0118).
 */
export function cardProviderSettings(siteId: string): CardProviderSettings {
  return { scriptUrl: 'https://js.stripe.com/v3/', accountId: `acct_vitrine_${siteId.replace(/[^a-z0-9]/gi, '_')}`, publishableKey: 'pk_test_vitrine_sandbox' };
}

/** Loads the provider script with its settings; resolves once loaded, rejects when it cannot load. */
export type CardProviderLoader = (settings: CardProviderSettings) => Promise<void>;
export const CardProviderLoader = token<CardProviderLoader>('CardProviderLoader');

const loads = new Map<string, Promise<void>>();

/**
 * The browser loader: one `<script async>` per URL with `data-account-id` and
 * `data-publishable-key`, resolved on `load`, rejected on `error` or after
 * {@link CARD_PROVIDER_TIMEOUT_MS}. A failed load is forgotten, so the next payment step tries again.
 */
export const loadCardProviderScript: CardProviderLoader = (settings) => {
  const existing = loads.get(settings.scriptUrl);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = settings.scriptUrl;
    script.async = true;
    script.dataset['accountId'] = settings.accountId;
    script.dataset['publishableKey'] = settings.publishableKey;
    const timer = window.setTimeout(() => fail(new Error('Card payment provider script timed out')), CARD_PROVIDER_TIMEOUT_MS);
    const fail = (error: Error) => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(settings.scriptUrl);
      reject(error);
    };
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error('Card payment provider script failed to load')));
    document.head.appendChild(script);
  });
  loads.set(settings.scriptUrl, loading);
  return loading;
};

/** The bound loader, else the browser's. */
function loaderOf(services: Services): CardProviderLoader {
  return services.has(CardProviderLoader) ? services.get(CardProviderLoader) : loadCardProviderScript;
}

/** 'idle' (not wanted), 'loading', 'ready' or 'unavailable' (failed or timed out). */
export type CardProviderStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/** Loads the provider script for `siteId` when `wanted` turns true and reports how it went. */
export function useCardProviderScript(siteId: string, wanted: boolean): CardProviderStatus {
  const services = useServices();
  const [status, setStatus] = useState<CardProviderStatus>('idle');
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setStatus('loading');
    loaderOf(services)(cardProviderSettings(siteId)).then(
      () => live && setStatus('ready'),
      () => live && setStatus('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [services, siteId, wanted]);
  return wanted ? status : 'idle';
}
