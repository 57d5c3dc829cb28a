import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { createServices } from '../../../ui/src/di/container';
import { CONSENT_COOKIE } from '../../../ui/src/features/privacy/consent-choice';
import { queueCampaignStat, takeCampaignStats } from '../../../ui/src/shared/campaign-stats-queue';
import { ServicesProvider } from '../../../ui/src/shared/service-context';
import { SiteProvider } from '../../../ui/src/shared/site-context';
import { useDatasetCall, type DatasetCall, type DatasetCallEvent } from '../../../ui/src/shared/use-dataset-call';
import { aCartLine, aSite, aSiteConfiguration } from '../../mothers/index';

const PAGE = { pageType: 'cart', action: 'View Cart' } as const;
const STAT = { campaignId: 'bandit-promotion-cart-page-promotion', experienceId: 'gift-wrap', stat: 'Impression' } as const;

/** The hook over a fresh in-memory back end with `consent` stored; returns the back end (its logger) and the render. */
function renderCall<T>(consent: string | null, options: (key: string) => Parameters<typeof useDatasetCall<T>>[0], key = 'cart|a') {
  const backend = createInMemoryBackend();
  if (consent) backend.cookieJar.set(CONSENT_COOKIE, consent);
  const services = createServices(inMemoryBackendBindings(backend));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>
      <SiteProvider site={aSite()} config={aSiteConfiguration()}>
        {children}
      </SiteProvider>
    </ServicesProvider>
  );
  const hook = renderHook(({ key: k }: { key: string }) => useDatasetCall(options(k)), { wrapper, initialProps: { key } });
  return { backend, hook };
}

beforeEach(() => {
  takeCampaignStats();
});

describe('useDatasetCall (shopping.md §4, §8; decisions 0400, 0407)', () => {
  it("gives the call the consent and an event of the page, this visitor, the cart and the queued stats, which it takes once", async () => {
    queueCampaignStat(STAT);
    const calls: { call: DatasetCall; event: DatasetCallEvent }[] = [];
    const { hook } = renderCall<string>('1:enable-all', (key) => ({
      page: PAGE,
      cartLines: [aCartLine()],
      key,
      send: async (call) => {
        calls.push({ call, event: call.event() });
        return `answered ${key}`;
      },
      empty: 'nothing',
      failureMessage: 'Test call could not be loaded',
    }));
    await waitFor(() => expect(hook.result.current).toEqual({ key: 'cart|a', value: 'answered cart|a' }));
    const [{ call, event }] = calls as [(typeof calls)[number]];
    expect(call.personalizationAllowed).toBe(true);
    expect(call.live()).toBe(true);
    expect(event).toMatchObject({ locale: aSite().locale, pageType: 'cart', action: 'View Cart', url: window.location.href, campaignStats: [STAT] });
    expect(event.attributes).toMatchObject({ uuid: event.userId, customer_auth_status: expect.any(String) });
    expect(event.cartLines).toEqual([{ productId: aCartLine().productId, price: aCartLine().salePrice.amount / 100, quantity: aCartLine().quantity }]);
    expect(takeCampaignStats()).toEqual([]);
  });

  it('calls again for a new key, the earlier call no longer live, and answers with the key it answered', async () => {
    const calls: DatasetCall[] = [];
    const { hook } = renderCall<string>(null, (key) => ({ page: PAGE, cartLines: [], key, send: async (call) => (calls.push(call), key), empty: '', failureMessage: 'Test call could not be loaded' }));
    await waitFor(() => expect(hook.result.current?.value).toBe('cart|a'));
    expect(calls[0]!.personalizationAllowed).toBe(false);
    hook.rerender({ key: 'cart|b' });
    await waitFor(() => expect(hook.result.current).toEqual({ key: 'cart|b', value: 'cart|b' }));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.live()).toBe(false);
  });

  it('logs a failed call as a warning with its key and answers the empty value', async () => {
    const { hook, backend } = renderCall<readonly string[]>('1:enable-all', (key) => ({
      page: PAGE,
      cartLines: [],
      key,
      send: async () => {
        throw new Error('provider down');
      },
      empty: [],
      failureMessage: 'Test call could not be loaded',
    }));
    await waitFor(() => expect(hook.result.current).toEqual({ key: 'cart|a', value: [] }));
    expect(backend.logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'Test call could not be loaded', context: { key: 'cart|a', error: 'Error: provider down' } }));
  });
});
