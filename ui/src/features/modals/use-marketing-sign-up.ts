import { CookieJar, isLoggedIn, MarketingGateway, MARKETING_SUBSCRIPTION_ERROR, type MarketingSubscription, type MarketingSubscriptionReceipt, type SmsSubscriptionFields } from '@vitrine/core';
import { useCallback } from 'react';
import { useServices } from '../../shared/service-context';
import { useSubmission, type Submission } from '../../components/forms/use-submission';
import { useSessionView } from '../identity';
import { EMAIL_CAPTURE_COOKIES } from './use-email-capture';

/**
 * Sends a marketing sign-up (shell-and-account.md §7 POST …[/me]/marketing-subscriptions;
 * decision 0201): the /me variant for a signed-in shopper. An accepted e-mail sign-up sets the
 * email-capture opt-in cookie, so the capture modal does not ask again (§4).
 */
export function useMarketingSignUp(): Submission<MarketingSubscription & Partial<SmsSubscriptionFields>, MarketingSubscriptionReceipt> {
  const services = useServices();
  const { scope } = useSessionView();
  const signedIn = isLoggedIn(scope);
  const call = useCallback(
    async (subscription: MarketingSubscription & Partial<SmsSubscriptionFields>) => {
      const result = await services.get(MarketingGateway).subscribe(subscription, { signedIn });
      if (result.ok && result.value.channel === 'EMAIL' && services.has(CookieJar)) services.get(CookieJar).set(EMAIL_CAPTURE_COOKIES.optIn.name, 'true', { maxAgeSeconds: EMAIL_CAPTURE_COOKIES.optIn.maxAgeSeconds });
      return result;
    },
    [services, signedIn],
  );
  return useSubmission(call);
}

/** The server's text to show verbatim under a refusal: the spec's subscription text only (other server texts are not translated). */
export function subscriptionRuleText(message: string): string | null {
  return message === MARKETING_SUBSCRIPTION_ERROR ? message : null;
}
