import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DISMISSED_NOTIFICATIONS_KEY,
  loadPersonalizedContent,
  notificationKey,
  notificationsEnabled,
  parseDismissedNotifications,
  PersonalizedContentGateway,
  promotionPlacementOf,
  promotionStatOf,
  shownNotifications,
  withDismissedNotification,
  type BanditPromotion,
  type CartLine,
  type NotificationCampaign,
  type PersonalizedContent as Content,
  type PromotionPage,
} from '@vitrine/core';
import { queueCampaignStat } from '../../shared/campaign-stats-queue';
import { useFormatMoney } from '../../shared/format';
import { useSiteConfig } from '../../shared/site-context';
import { useDatasetCall } from '../../shared/use-dataset-call';
import styles from './personalized-content.module.css';

/** Page type and dataset action of each page with a promotion slot (shell-and-account.md §9 page types). */
const PAGES = { home: { pageType: 'home', action: 'View Home' }, cart: { pageType: 'cart', action: 'View Cart' } } as const;

/** No promotion and no notification: what a failed call, or a container without the gateway, shows. */
const NOTHING: Content = { banditPromotions: [], notificationCampaigns: [] };

export interface PersonalizedContentProps {
  readonly page: PromotionPage;
  /** The cart lines, when the page has them (the cart page): the free-shipping nudge reads them. */
  readonly cartLines?: readonly CartLine[];
}

/** The dismissed notifications stored in this browser (none when storage is unavailable). */
function readDismissed(): string[] {
  try {
    return parseDismissedNotifications(window.localStorage.getItem(DISMISSED_NOTIFICATIONS_KEY));
  } catch {
    return [];
  }
}

/** Stores the dismissed notifications; a browser refusing storage forgets them after this page. */
function writeDismissed(keys: readonly string[]): void {
  try {
    window.localStorage.setItem(DISMISSED_NOTIFICATIONS_KEY, JSON.stringify(keys));
  } catch {
    // Storage refused (private mode, quota): the dismissal holds for this page only.
  }
}

/** The promotion: a region named by its headline, its text and link; its impression once seen, its click. */
function Promotion({ promotion }: { promotion: BanditPromotion }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const seen = () => queueCampaignStat(promotionStatOf('Impression', promotion));
    if (typeof IntersectionObserver === 'undefined') {
      seen();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      seen();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [promotion]);
  return (
    <section ref={ref} className={`${styles.box} ${styles.promotion}`} aria-labelledby={headingId} data-experience={promotion.experienceId}>
      <h2 id={headingId} className={styles.headline}>
        {promotion.headline}
      </h2>
      <p className={styles.body}>{promotion.body}</p>
      <Link to={promotion.ctaUrl} className={styles.cta} onClick={() => queueCampaignStat(promotionStatOf('Clickthrough', promotion))}>
        {promotion.ctaLabel}
      </Link>
    </section>
  );
}

/** What a notification says, in the page's language (amounts through Intl). */
function useNotificationText(): (campaign: NotificationCampaign) => string {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  return (campaign) => {
    if (campaign.kind === 'welcome-back' || campaign.remaining === null) return t`Welcome back! Your wish list and saved addresses are ready.`;
    const amount = formatMoney(campaign.remaining);
    return t`Add ${amount} more to your bag for free standard shipping.`;
  };
}

/**
 * The notifications: one polite live region (present before any notification arrives, so screen
 * readers announce them) at the bottom of the viewport; each notification has a "Dismiss" button.
 * Dismissing one remembers it in this browser and moves focus to the next notification's button,
 * or to the main content when none is left.
 */
function Notifications({ campaigns, onDismiss }: { campaigns: readonly NotificationCampaign[]; onDismiss: (campaign: NotificationCampaign) => void }) {
  const { t } = useLingui();
  const textOf = useNotificationText();
  const listRef = useRef<HTMLDivElement>(null);
  /** The index of the notification just dismissed, until focus has moved on. */
  const dismissedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = dismissedAt.current;
    if (index === null) return;
    dismissedAt.current = null;
    // The next button now sits at the same index (or the previous one, for the last).
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else document.getElementById('main-content')?.focus();
  });
  const dismiss = (campaign: NotificationCampaign, index: number) => {
    dismissedAt.current = index;
    onDismiss(campaign);
  };
  return (
    <div ref={listRef} role="status" aria-live="polite" aria-label={t`Messages for you`} className={styles.notifications}>
      {campaigns.map((campaign, index) => {
        const messageId = `notification-${notificationKey(campaign)}`;
        return (
          <div key={notificationKey(campaign)} className={styles.notification}>
            <p id={messageId} className={styles.message}>
              {textOf(campaign)}
            </p>
            <button type="button" className={styles.dismiss} aria-describedby={messageId} onClick={() => dismiss(campaign, index)}>
              {t`Dismiss`}
            </button>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The bandit promotion and the notification campaigns of a page (shell-and-account.md §3, §6, §7;
 * shopping.md §3, §6; decisions 0407, 0408), loaded after the first paint in their own chunk
 * through core's loadPersonalizedContent in the shared dataset call (useDatasetCall): with consent allowing personalization
 * (isPersonalizationAllowed) the dataset call, reporting the queued campaign stats, answers the
 * bandit's creative and, when the site's `notifications` flag is on (notificationsEnabled), the
 * notifications (their live region rendered only then); without consent the default creative and
 * no notification. A failure is logged
 * and the reserved box stays empty (shopping.md §8).
 */
export default function PersonalizedContent({ page, cartLines = [] }: PersonalizedContentProps) {
  const config = useSiteConfig();
  const [dismissed, setDismissed] = useState<string[]>([]);
  /** Whether notifications may show here (flag and consent): their live region exists from then on, before any arrives. */
  const [notificationsOn, setNotificationsOn] = useState(false);
  const cartKey = cartLines.map((l) => `${l.productId}x${l.quantity}`).join(',');
  // The cart key names the cart the call depends on; the session is read as of the call.
  const key = `${page}|${cartKey}`;
  useEffect(() => setDismissed(readDismissed()), [key]);
  const answer = useDatasetCall<Content>({
    page: PAGES[page],
    cartLines,
    key,
    send: async ({ services, personalizationAllowed, event, live }) => {
      if (!services.has(PersonalizedContentGateway)) return NOTHING;
      const notifying = notificationsEnabled(config.features, personalizationAllowed);
      if (live()) setNotificationsOn(notifying);
      return loadPersonalizedContent(
        services.get(PersonalizedContentGateway),
        { ...event(), promotionPlacements: [promotionPlacementOf(page)] },
        { personalizationAllowed, notificationsEnabled: notifying },
      );
    },
    empty: NOTHING,
    failureMessage: 'Personalized content could not be loaded',
  });
  const content = answer?.value;
  const promotion = content?.banditPromotions[0];
  const notifications = shownNotifications(content?.notificationCampaigns ?? [], dismissed);
  const dismiss = (campaign: NotificationCampaign) => {
    const next = withDismissedNotification(readDismissed(), campaign);
    writeDismissed(next);
    setDismissed(next);
  };
  return (
    <>
      {promotion ? <Promotion promotion={promotion} /> : <div className={styles.box} aria-hidden="true" />}
      {notificationsOn && <Notifications campaigns={notifications} onDismiss={dismiss} />}
    </>
  );
}
