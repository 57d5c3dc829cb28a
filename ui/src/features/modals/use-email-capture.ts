import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CookieJar, emailCaptureMachine, isLoggedIn, tokenScopeOf, type EmailCaptureCookie } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/use-media-query';
import { useServices } from '../../shared/service-context';
import { SessionActor } from '../identity';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';

/** The email-capture cookies (the spec names them "email-signup flags" without names; decision 0094). */
export const EMAIL_CAPTURE_COOKIES: Readonly<Record<EmailCaptureCookie, { readonly name: string; readonly maxAgeSeconds: number }>> = {
  optIn: { name: 'vitrine_email_opt_in', maxAgeSeconds: 365 * 24 * 3600 },
  bypass: { name: 'vitrine_email_bypass', maxAgeSeconds: 365 * 24 * 3600 },
  pageVisits: { name: 'vitrine_page_visits', maxAgeSeconds: 30 * 24 * 3600 },
};

/** The configuration the spec leaves open (decision 0094): the 3rd page visit, never on checkout, account, sign-in or order pages. */
export const EMAIL_CAPTURE_SETTINGS = {
  trigger: 3,
  excludedRoutePrefixes: ['/checkout', '/account', '/login', '/password', '/orders', '/order', '/registry'],
} as const;

/**
 * The email-capture modal (shell-and-account.md §4 "Email-capture modal"; core's email-capture
 * machine): every finished navigation is a `route.changed`; the machine's `cookie.set` events are
 * written through the CookieJar and its `emailCapture.launch` opens #email-sign-up's modal on the
 * modal stack. It runs only on sites whose configuration turns the `emailCapture` feature on
 * (otherwise the machine's disable flag is set); `emailCaptureDesktopOnly` restricts it to
 * desktop.
 */
export function useEmailCapture(): void {
  const services = useServices();
  const config = useSiteConfig();
  const store = useModalStack();
  const location = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const jar = services.has(CookieJar) ? services.get(CookieJar) : null;
  const actor = useActorRef(emailCaptureMachine, {
    input: {
      trigger: EMAIL_CAPTURE_SETTINGS.trigger,
      disabledByFlag: config.features['emailCapture'] !== true,
      desktopOnly: config.features['emailCaptureDesktopOnly'] === true,
      excludedRoutePrefixes: EMAIL_CAPTURE_SETTINGS.excludedRoutePrefixes,
      cookies: {
        optIn: jar?.get(EMAIL_CAPTURE_COOKIES.optIn.name),
        bypass: jar?.get(EMAIL_CAPTURE_COOKIES.bypass.name),
        pageVisits: jar?.get(EMAIL_CAPTURE_COOKIES.pageVisits.name),
      },
    },
  });

  useEffect(() => {
    const cookies = actor.on('cookie.set', ({ cookie, value }) => jar?.set(EMAIL_CAPTURE_COOKIES[cookie].name, value, { maxAgeSeconds: EMAIL_CAPTURE_COOKIES[cookie].maxAgeSeconds }));
    const launches = actor.on('emailCapture.launch', () => {
      void store.launch({ modalId: 'email-sign-up-modal', event: 'email-sign-up', styleType: 'small' }).then(() => actor.send({ type: 'emailCapture.closed' }));
    });
    return () => {
      cookies.unsubscribe();
      launches.unsubscribe();
    };
  }, [actor, jar, store]);

  const path = location.pathname + location.search;
  const desktop = useRef(isDesktop);
  desktop.current = isDesktop;
  useEffect(() => {
    const session = services.has(SessionActor) ? services.get(SessionActor) : null;
    actor.send({
      type: 'route.changed',
      path,
      loggedIn: session ? isLoggedIn(tokenScopeOf(session.getSnapshot().context)) : false,
      routeDisables: false,
      isDesktop: desktop.current,
      utmSource: new URLSearchParams(path.split('?')[1] ?? '').get('utm_source'),
    });
  }, [actor, path, services]);
}

/**
 * Renders nothing; runs {@link useEmailCapture} from the first page, eagerly in the shell, so every
 * page visit counts even while the lazy modal host is still loading (decision 0142).
 */
export function EmailCapture(): null {
  useEmailCapture();
  return null;
}
