import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { CALL_CENTER_NOTICE, type TokenScope } from '@vitrine/core';
import { deferredServices } from '../../../../ui/src/di/deferred-services';
import { CallCenterNotice } from '../../../../ui/src/features/checkout/call-center-notice';
import { SessionActor, type SessionActorRef } from '../../../../ui/src/features/identity/identity-services';
import { ServicesProvider } from '../../../../ui/src/shared/service-context';
import type { Services } from '../../../../ui/src/shared/services';

/** A session actor's surface as the notice reads it: a snapshot with the session's scope. */
function sessionIn(scope: TokenScope): SessionActorRef {
  const snapshot = { context: { session: { scope } } };
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => undefined }) } as unknown as SessionActorRef;
}

/** The browser's deferred services (decision 0170) whose container binds `session` once `release` is called. */
function deferredWith(session: SessionActorRef) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const services = deferredServices([], async (): Promise<Services> => {
    await gate;
    return { get: <T,>() => session as T, has: (port) => port.key === SessionActor.key };
  });
  return { services, release };
}

/** Renders the notice in a Suspense boundary, inside an async act (so React retries a suspended render). */
async function renderNotice(services: Services): Promise<HTMLElement> {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  let container: HTMLElement | null = null;
  await act(async () => {
    ({ container } = render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Suspense fallback={<p>waiting</p>}>
          <CallCenterNotice />
        </Suspense>
      </ServicesProvider>
    </I18nProvider>,
    ));
  });
  return container!;
}

describe('CallCenterNotice on a direct load (shell-and-account.md §1; decision 0170)', () => {
  it('waits for the session actor when the first render comes before the container, then shows the notice to an agent', async () => {
    const { services, release } = deferredWith(sessionIn('CALL_CENTER'));
    await renderNotice(services);
    expect(screen.getByText('waiting').textContent).toBe('waiting');
    await act(async () => {
      release();
      await services.ready();
    });
    expect((await screen.findByRole('region', { name: 'Call centre' })).textContent).toBe(CALL_CENTER_NOTICE);
  });

  it('renders nothing for a registered shopper once the container is there', async () => {
    const { services, release } = deferredWith(sessionIn('REGISTERED'));
    release();
    await services.ready();
    const container = await renderNotice(services);
    expect(container.innerHTML).toBe('');
  });
});
