import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { AnalyticsDispatcher, consentEffects, CONSENT_MODES, CookieJar, Logger, webVitalEvent, type ConsentMode, type PageType, type Scheduler } from '@vitrine/core';
import { DataLayerTagManager } from '@vitrine/adapters';
import { Dialog } from '../../components/dialog';
import { connectAnalytics, trackAnalytics } from '../../shared/analytics-bus';
import { publishConsent } from '../../shared/consent-library';
import type { RouteHandle } from '../../shared/route-module';
import { useServices } from '../../shared/service-context';
import { ACCEPT_ALL, readConsentChoice, REJECT_ALL, writeConsentChoice, type ConsentChoice } from './consent-choice';
import styles from './privacy-layer.module.css';

/** The tag manager stand-in's script, same origin (decision 0310). */
export const TAG_MANAGER_SCRIPT_SRC = '/api/tag-manager/v0/tm.js';

const browserScheduler: Scheduler = {
  setTimer(callback, delayMs) {
    const id = setTimeout(callback, delayMs);
    return () => clearTimeout(id);
  },
};

function loadTagManagerScript(): void {
  if (document.querySelector(`script[src="${TAG_MANAGER_SCRIPT_SRC}"]`)) return;
  const script = document.createElement('script');
  script.src = TAG_MANAGER_SCRIPT_SRC;
  script.async = true;
  document.head.append(script);
}

/**
 * Reports the page load's Core Web Vitals (CLS, FCP, INP, LCP, TTFB; the web-vitals library,
 * loaded on demand) as data-layer events tagged with the landing route's page type (core's
 * `webVitalEvent`; shell-and-account.md §9; decision 0363). Once per page load, from the moment
 * marketing consent is given.
 */
let vitalsReported = false;
function reportWebVitals(pageType: PageType | null): void {
  if (vitalsReported) return;
  vitalsReported = true;
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const report = (measurement: Parameters<typeof webVitalEvent>[0]) => trackAnalytics(webVitalEvent(measurement, pageType));
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
  });
}

/**
 * The consent-gated data layer (shell-and-account.md §6; shopping.md §4; decision 0311), its own
 * chunk, server-rendered from the request's consent cookie (decision 0466): the "Privacy choices"
 * banner (a fixed overlay, so no layout shift; hidden without scripting, where it could not be
 * answered) until a choice is stored, the preferences dialog with the five modes, and the
 * analytics dispatcher over the data layer: view events per route, events queued until the tag manager is ready, and without
 * marketing consent only product-tray impression and click events sent; the page load's web
 * vitals with the landing page type (decision 0363).
 */
export default function PrivacyLayer() {
  const { t } = useLingui();
  const services = useServices();
  const cookies = services.has(CookieJar) ? services.get(CookieJar) : null;
  const [choice, setChoice] = useState<ConsentChoice | null>(() => (cookies ? readConsentChoice(cookies) : null));
  const [managing, setManaging] = useState(false);
  const choiceRef = useRef(choice);
  choiceRef.current = choice;
  const location = useLocation();
  const headingId = useId();

  // One dispatcher for the page, made in the browser only (the layer is also server-rendered):
  // consent is read on every event.
  const dispatcherRef = useRef<AnalyticsDispatcher | null>(null);
  // The consent library is loaded: code gated by consent (the chat launcher) reads the choice (decision 0432).
  useEffect(() => publishConsent(choice), [choice]);
  // Before a choice the tag manager loads (only consent-free events pass); a mode may switch it off.
  const tagManagerAllowed = choice === null || consentEffects(choice.mode).tagManager;

  useEffect(() => {
    if (!tagManagerAllowed) return;
    const dispatcher = (dispatcherRef.current ??= new AnalyticsDispatcher(
      new DataLayerTagManager(),
      browserScheduler,
      () => ({ marketing: choiceRef.current?.marketing ?? false }),
      services.has(Logger) ? services.get(Logger) : console,
    ));
    loadTagManagerScript();
    dispatcher.start();
    const disconnect = connectAnalytics((event) => dispatcher.track(event));
    return () => {
      disconnect();
      dispatcher.stop();
    };
  }, [services, tagManagerAllowed]);

  // The landing route's page type, read once: the vitals measure the page load.
  const matches = useMatches();
  const [landingPageType] = useState<PageType | null>(() => ([...matches].reverse().find((match) => match.handle)?.handle as RouteHandle | undefined)?.pageType ?? null);
  // Measurements are not consent-free events: the library starts once marketing consent is given
  // (it reads the browser's buffered entries, so a later start still reports the page load).
  const measuring = tagManagerAllowed && choice?.marketing === true;
  useEffect(() => {
    if (measuring) reportWebVitals(landingPageType);
  }, [measuring, landingPageType]);

  useEffect(() => {
    trackAnalytics({ kind: 'view', name: 'page-view', data: { path: location.pathname } });
  }, [location.pathname, choice?.marketing]);

  // While the banner covers the bottom of the page, fixed controls there (back to top) sit above
  // it: its height is published as --consent-banner-block-size on the document.
  const bannerRef = useRef<HTMLElement>(null);
  const bannerShown = choice === null && !managing;
  useEffect(() => {
    const banner = bannerRef.current;
    const root = document.documentElement;
    if (!bannerShown || !banner) return;
    const publish = () => root.style.setProperty('--consent-banner-block-size', `${banner.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--consent-banner-block-size');
    };
  }, [bannerShown]);

  // The banner and the preferences dialog unmount the control that had focus: once they are gone,
  // focus goes to main after a choice and back to "Manage preferences" when the dialog closes
  // without one, never to <body> (architecture.md "UI": keyboard operation; decision 0297).
  const manageRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'main' | 'manage' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'main') document.getElementById('main-content')?.focus({ preventScroll: true });
    else if (target === 'manage') manageRef.current?.focus();
  }, [choice, managing]);

  const choose = (next: ConsentChoice) => {
    if (cookies) writeConsentChoice(cookies, next);
    focusAfter.current = 'main';
    setChoice(next);
    setManaging(false);
  };
  const closePreferences = () => {
    focusAfter.current = 'manage';
    setManaging(false);
  };

  return (
    <>
      {choice === null && !managing ? (
        <section ref={bannerRef} className={styles.banner} aria-labelledby={headingId}>
          <h2 id={headingId}>
            <Trans>Privacy choices</Trans>
          </h2>
          <p>
            <Trans>We use cookies and similar tools for analytics, personalized recommendations and chat. Choose what you allow.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" onClick={() => choose(ACCEPT_ALL)}>
              <Trans>Accept all</Trans>
            </button>
            <button type="button" onClick={() => choose(REJECT_ALL)}>
              <Trans>Reject all</Trans>
            </button>
            <button ref={manageRef} type="button" onClick={() => setManaging(true)}>
              <Trans>Manage preferences</Trans>
            </button>
          </div>
        </section>
      ) : null}
      {managing ? <PreferencesDialog initial={choice?.mode ?? 'enable-all'} onSave={choose} onClose={closePreferences} title={t`Privacy preferences`} /> : null}
    </>
  );
}

function PreferencesDialog({ initial, onSave, onClose, title }: { initial: ConsentMode; onSave: (choice: ConsentChoice) => void; onClose: () => void; title: string }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<ConsentMode>(initial);
  const labels: Record<ConsentMode, string> = {
    'enable-all': t`Enable all`,
    'disable-all': t`Disable all`,
    'disable-tag-manager': t`Disable the tag manager`,
    'disable-personalization': t`Disable the personalization provider`,
    'disable-chat': t`Disable chat`,
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ marketing: mode === 'enable-all', mode });
        }}
      >
        <fieldset className={styles.modes}>
          <legend>
            <Trans>What may run on this site</Trans>
          </legend>
          {CONSENT_MODES.map((m) => (
            <label key={m}>
              <input type="radio" name="consent-mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {labels[m]}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit">
            <Trans>Save preferences</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
