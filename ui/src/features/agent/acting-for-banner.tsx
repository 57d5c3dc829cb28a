import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ACTING_FOR_COOKIE, actingForOf, AgentGateway, CookieJar, customerFullName, type AgentErrorCode } from '@vitrine/core';
import { loadPageOf } from '../../shared/load-page';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import { useSessionView } from '../identity';
import { useAgentErrorText } from './agent-texts';
import styles from './agent.module.css';

/**
 * The banner on every page while a call-centre agent acts for a customer (shell-and-account.md §1;
 * decisions 0371, 0373): a named region "Call-centre session" saying "Acting for {name}" with an
 * "End session" button. It reads the acting cookie the sandbox sets (the request's cookies on the
 * server, the same in the browser, so both render alike and nothing shifts), and hides for a
 * session that is known not to be an agent's (signed out since). Ending the session loads the agent
 * page anew: the token reads the agent's own cart again.
 */
export default function ActingForBanner() {
  const { t } = useLingui();
  const services = useServices();
  const site = useSite();
  const view = useSessionView();
  const errorText = useAgentErrorText();
  const [ending, setEnding] = useState<{ readonly failed?: AgentErrorCode } | null>(null);
  const actingFor = actingForOf(services.has(CookieJar) ? services.get(CookieJar).get(ACTING_FOR_COOKIE) : undefined);
  if (!actingFor || (view.scope !== null && view.scope !== 'CALL_CENTER')) return null;
  const name = customerFullName(actingFor);

  const end = async () => {
    setEnding({});
    const result = await services.get(AgentGateway).endSession();
    if (result.ok) {
      loadPageOf(services)(`${site.contextPath}agent/customers`);
      return;
    }
    setEnding({ failed: result.error.code });
  };

  return (
    <section className={styles.banner} aria-label={t`Call-centre session`}>
      <p>
        <Trans>Acting for {name}</Trans>
      </p>
      <button type="button" className={styles.secondary} disabled={ending !== null && !ending.failed} onClick={() => void end()}>
        <Trans>End session</Trans>
      </button>
      {ending?.failed && <p role="alert">{errorText(ending.failed)}</p>}
    </section>
  );
}
