import { startTransition, useEffect, useRef, useState } from 'react';
import { CookieJar, customerDataObject, datasetCartLines, isPersonalizationAllowed, Logger, type CartLine, type DatasetEvent, type PageType } from '@vitrine/core';
import { useSessionView } from '../features/identity';
import { readConsentChoice } from '../features/privacy';
import { takeCampaignStats } from './campaign-stats-queue';
import { useServices } from './service-context';
import { servicesReady, type Services } from './services';
import { useSite } from './site-context';
import { visitorId } from './visitor-id';

/** The page, shopper, cart and campaign stats of a dataset event (shell-and-account.md §3, §7): what core's DatasetEvent and PersonalizedContentEvent share. */
export type DatasetCallEvent = Pick<DatasetEvent, 'locale' | 'url' | 'pageType' | 'action' | 'userId' | 'attributes' | 'cartLines' | 'campaignStats'>;

/** What a feature's dataset call is given, once the services are ready. */
export interface DatasetCall {
  /** The ready services (every port answers). */
  readonly services: Services;
  /** Whether the stored consent allows marketing personalization (core's isPersonalizationAllowed; none stored: false). */
  readonly personalizationAllowed: boolean;
  /**
   * The dataset event as of now: the site's locale, the page URL, this browser's anonymous id, the
   * customer data object of the session, the cart lines and every queued campaign stat, which it
   * takes off the queue (call it once, only when the call is made).
   */
  readonly event: () => DatasetCallEvent;
  /** False once the call's answer is no longer wanted (the component unmounted or the key changed). */
  readonly live: () => boolean;
}

/** What {@link useDatasetCall} calls and when. */
export interface DatasetCallOptions<T> {
  /** The page type and dataset action of the page (shell-and-account.md §9 page types): 'home' and 'View Home', say. */
  readonly page: { readonly pageType: PageType; readonly action: string };
  /** The page's cart lines (none: empty); read as of the call. */
  readonly cartLines: readonly CartLine[];
  /** Names everything the call depends on besides the session and cart (read as of the call): a new key makes a new call. */
  readonly key: string;
  /** Makes the call (core's loadRecTrays or loadPersonalizedContent) and resolves what to show. */
  readonly send: (call: DatasetCall) => Promise<T>;
  /** What to show when the call fails (nothing, shopping.md §8). */
  readonly empty: T;
  /** The warning logged, with the key and the error, when the call fails. */
  readonly failureMessage: string;
}

/**
 * The personalized features' dataset call (shopping.md §3, §4, §6, §8; shell-and-account.md §3,
 * §7; decisions 0400, 0407): after mount and whenever `key` changes, once the services are ready,
 * reads the stored consent and calls `send` with the dataset event builder (locale, page URL, page
 * type and action, this browser's anonymous id as user, the customer data object of the session as
 * of the call, the cart lines, the campaign stats queued by the trays and the promotion slot). A
 * failure is logged as a warning and answers `empty`. Returns the last answer with the key it
 * answered (null before the first), so a caller can tell a stale answer.
 * For the lazily loaded personalized features only: it is no part of the initial JS.
 */
export function useDatasetCall<T>({ page, cartLines, key, send, empty, failureMessage }: DatasetCallOptions<T>): { readonly key: string; readonly value: T } | null {
  const services = useServices();
  const site = useSite();
  const session = useSessionView();
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  // The session, cart and page as of the call; `send` is the render's own.
  const latest = useRef({ session, cartLines, page, send });
  latest.current = { session, cartLines, page, send };
  useEffect(() => {
    let live = true;
    servicesReady(services)
      .then((ready) => {
        const choice = ready.has(CookieJar) ? readConsentChoice(ready.get(CookieJar)) : null;
        const personalizationAllowed = choice !== null && isPersonalizationAllowed(choice, choice.mode);
        const event = (): DatasetCallEvent => {
          const uuid = visitorId();
          const { session: current, cartLines: lines, page: { pageType, action } } = latest.current;
          const { profile, scope } = current;
          return {
            locale: site.locale,
            url: window.location.href,
            pageType,
            action,
            userId: uuid,
            attributes: customerDataObject({
              uuid,
              profileId: profile?.profileId ?? null,
              scope,
              language: site.language,
              deliveryPassMember: profile?.deliveryPassMember ?? false,
              employee: profile?.employee != null,
              loyalty: profile?.loyalty != null,
              sfcrmContactId: profile?.externalIds.salesforceContactId ?? null,
            }),
            cartLines: datasetCartLines(lines),
            // Campaign stats go to the provider only with consent; without it they are dropped.
            campaignStats: takeCampaignStats(),
          };
        };
        return latest.current.send({ services: ready, personalizationAllowed, event, live: () => live });
      })
      .then(
        // A transition: the answer renders in slices that yield to the browser (decision 0465).
        (value) => live && startTransition(() => setAnswer({ key, value })),
        (error: unknown) => {
          services.get(Logger).warn(failureMessage, { key, error: String(error) });
          if (live) startTransition(() => setAnswer({ key, value: empty }));
        },
      );
    return () => {
      live = false;
    };
    // `key` names everything the call depends on; the session, cart and `send` are read as of the call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, key]);
  return answer;
}
