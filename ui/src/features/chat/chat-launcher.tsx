import { Trans } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { consentEffects, isChatDisabledByExperiments, isChatWidgetEnabled, Logger, parseChatDisablingExperiments, waitForConsentLibrary, type Scheduler } from '@vitrine/core';
import { consentLibrary, onConsentChange, type ConsentLibraryState } from '../../shared/consent-library';
import { experimentsOf } from '../../shared/experiments';
import { useServices } from '../../shared/service-context';
import { useSiteConfig } from '../../shared/site-context';
import styles from './chat-launcher.module.css';

/** The dialog loads on the first click, a chunk of its own (decision 0431). */
const ChatDialog = lazy(() => import('./chat-dialog'));

/**
 * The experiment values that disable chat in this deployment (decision 0431): the build's
 * VITRINE_CHAT_OFF_EXPERIMENTS ('key=v1,v2;key2=v'), by default winston2=4.
 */
const CHAT_DISABLING_EXPERIMENTS = parseChatDisablingExperiments((import.meta.env.VITRINE_CHAT_OFF_EXPERIMENTS as string | undefined) ?? 'winston2=4');

const browserScheduler: Scheduler = {
  setTimer(callback, delayMs) {
    const id = setTimeout(callback, delayMs);
    return () => clearTimeout(id);
  },
};

/**
 * The consent library's state for chat (decision 0432): 'waiting' until it answers (looked up 10
 * times 1 s apart, then a warning and 'unknown'), then its state, following later changes.
 */
function useConsentLibrary(): ConsentLibraryState | 'waiting' | 'unknown' {
  const services = useServices();
  const [state, setState] = useState<ConsentLibraryState | 'waiting' | 'unknown'>('waiting');
  useEffect(() => {
    let live = true;
    const logger = services.has(Logger) ? services.get(Logger) : console;
    void waitForConsentLibrary(consentLibrary, { scheduler: browserScheduler, logger }).then((found) => {
      // A transition, as every state that arrives after hydration (decision 0465).
      if (live) startTransition(() => setState(found ?? 'unknown'));
    });
    const off = onConsentChange(() => setState(consentLibrary() ?? 'unknown'));
    return () => {
      live = false;
      off();
    };
  }, [services]);
  return state;
}

/**
 * The chat launcher (shell-and-account.md §2 "Chat widget: disabled by an internal flag, by certain
 * experiment values, or in a webview on routes that disable it", §6 consent mode 'disable chat';
 * decisions 0038, 0431, 0432): a "Chat with us" button fixed over the page (no layout shift) that
 * opens the contact dialog. Hidden while the consent library has not answered, and when core's
 * isChatWidgetEnabled says no: the site configuration's `disableChat` feature, an experiment value
 * that disables chat, the consent mode, or a webview on a route that disables chat. When the consent
 * library never loads (the warning after 10 looks) chat shows: it sends nothing until the shopper writes.
 */
export default function ChatLauncher({ webview, routeDisablesInWebview }: { webview: boolean; routeDisablesInWebview: boolean }) {
  const services = useServices();
  const config = useSiteConfig();
  const consent = useConsentLibrary();
  const [open, setOpen] = useState(false);
  const search = typeof window === 'undefined' ? '' : window.location.search;
  if (consent === 'waiting') return null;
  const choice = consent === 'unknown' ? null : consent.choice;
  const enabled = isChatWidgetEnabled({
    disabledByFlag: config.features['disableChat'] === true,
    disabledByExperiment: isChatDisabledByExperiments(experimentsOf(services, search), CHAT_DISABLING_EXPERIMENTS),
    webview,
    routeDisablesInWebview,
    ...(choice ? { chatConsent: consentEffects(choice.mode).chat } : {}),
  });
  if (!enabled) return null;
  return (
    <>
      <div className={styles.room} aria-hidden="true" />
      <button type="button" className={styles.launcher} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
        </svg>
        <span className={styles.label}>
          <Trans>Chat with us</Trans>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
