import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { AGENT_QUERY_MAX_LENGTH, AGENT_QUERY_MIN_LENGTH, AgentGateway, customerFullName, findCustomers, type AgentAuditEntry, type AgentCustomer, type AgentErrorCode } from '@vitrine/core';
import { dateFormat } from '../../shared/format';
import { loadPageOf } from '../../shared/load-page';
import { PageTitle } from '../../shared/page-title';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import { useSessionView } from '../identity';
import { useAgentErrorText, useAuditActionText } from './agent-texts';
import { useAgentAudit } from './use-agent-audit';
import styles from './agent.module.css';

type Search = { readonly status: 'idle' } | { readonly status: 'searching' } | { readonly status: 'found'; readonly query: string; readonly customers: readonly AgentCustomer[] } | { readonly status: 'failed'; readonly code: AgentErrorCode };

/**
 * /agent/customers, the call-centre agent's page (shell-and-account.md §1 "Call-centre agents can
 * use the storefront to check out for customers", §6 "call centre" scope; decisions 0370-0373): a
 * search for customers by e-mail, name or phone with a results table (name, e-mail, phone and a
 * "Start session" button each), and the agent's recent actions from the audit log. Starting a
 * session loads the cart page anew: the token now reads the customer's cart, so every
 * session-dependent part of the page reads it again. Anyone but an agent sees that the page is for
 * agents only.
 */
export function AgentCustomersPage() {
  const { t } = useLingui();
  const view = useSessionView();
  const agent = view.scope === 'CALL_CENTER';
  const title = t`Find a customer`;
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle page={title} />
      <h1>{title}</h1>
      {view.scope === null ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : agent ? (
        <AgentTools />
      ) : (
        <p role="alert">
          <Trans>This page is for call-centre agents only.</Trans>
        </p>
      )}
    </div>
  );
}

function AgentTools() {
  const { t } = useLingui();
  const services = useServices();
  const site = useSite();
  const errorText = useAgentErrorText();
  const fieldId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [starting, setStarting] = useState<{ readonly customerId: string; readonly failed?: AgentErrorCode } | null>(null);
  const audit = useAgentAudit(true);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSearch({ status: 'searching' });
    const result = await findCustomers(services.get(AgentGateway), typed);
    setSearch(result.ok ? { status: 'found', query: typed.trim(), customers: result.value } : { status: 'failed', code: result.error.code });
    if (result.ok) audit.reload();
  };

  const start = async (customer: AgentCustomer) => {
    setStarting({ customerId: customer.customerId });
    const result = await services.get(AgentGateway).startSession(customer.customerId);
    if (result.ok) {
      loadPageOf(services)(`${site.contextPath}cart`);
      return;
    }
    setStarting({ customerId: customer.customerId, failed: result.error.code });
  };

  const invalid = search.status === 'failed' && (search.code === 'AGENT.QUERY_TOO_SHORT' || search.code === 'AGENT.QUERY_TOO_LONG');
  return (
    <>
      <form role="search" aria-label={t`Customer search`} className={styles.search} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.field}>
          <label htmlFor={fieldId}>
            <Trans>Email, name or phone</Trans>
          </label>
          <input id={fieldId} type="search" name="q" autoComplete="off" minLength={AGENT_QUERY_MIN_LENGTH} maxLength={AGENT_QUERY_MAX_LENGTH} value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby={hintId} aria-invalid={invalid || undefined} />
          <small id={hintId}>
            <Trans>Part of an email address, a name or a phone number.</Trans>
          </small>
        </div>
        <button type="submit" className={styles.button} disabled={search.status === 'searching'}>
          <Trans>Search</Trans>
        </button>
      </form>
      <div aria-live="polite">
        {search.status === 'searching' && (
          <p role="status">
            <Trans>Searching…</Trans>
          </p>
        )}
        {search.status === 'failed' && <p role="alert">{errorText(search.code)}</p>}
        {starting?.failed && <p role="alert">{errorText(starting.failed)}</p>}
        {search.status === 'found' && search.customers.length === 0 && (
          <p role="status">
            <Trans>No customer matches “{search.query}”.</Trans>
          </p>
        )}
      </div>
      {search.status === 'found' && search.customers.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>
              <Trans>Customers found</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Email</Trans>
                </th>
                <th scope="col">
                  <Trans>Phone</Trans>
                </th>
                <th scope="col">
                  <Trans>Session</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {search.customers.map((customer) => {
                const name = customerFullName(customer);
                return (
                  <tr key={customer.customerId}>
                    <th scope="row">{name}</th>
                    <td>{customer.email}</td>
                    <td>{customer.phone ?? '—'}</td>
                    <td>
                      <button type="button" className={styles.secondary} aria-label={t`Start session for ${name}`} disabled={starting !== null && !starting.failed} onClick={() => void start(customer)}>
                        <Trans>Start session</Trans>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AuditLog state={audit.state} />
    </>
  );
}

function AuditLog({ state }: { state: ReturnType<typeof useAgentAudit>['state'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Your recent actions</Trans>
      </h2>
      {state.status === 'loading' && (
        <p role="status">
          <Trans>Loading your recent actions…</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert">
          <Trans>We couldn't load your recent actions just now.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.entries.length === 0 && (
        <p>
          <Trans>No actions yet.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.entries.length > 0 && <AuditTable entries={state.entries} />}
    </section>
  );
}

function AuditTable({ entries }: { entries: readonly AgentAuditEntry[] }) {
  const { t } = useLingui();
  const site = useSite();
  const actionText = useAuditActionText();
  const time = dateFormat(site.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const detailOf = (entry: AgentAuditEntry): string => {
    const { query, results, orderNumber, path } = entry.details;
    if (typeof query === 'string') return t`“${query}”: ${String(results ?? 0)} found`;
    if (typeof orderNumber === 'string') return t`Order ${orderNumber}`;
    return typeof path === 'string' ? path : '';
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          <Trans>Audit log</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans>Customer</Trans>
            </th>
            <th scope="col">
              <Trans>Details</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.entryId}>
              <td>
                <time dateTime={new Date(entry.occurredAt).toISOString()}>{time.format(new Date(entry.occurredAt))}</time>
              </td>
              <td>{actionText(entry.action)}</td>
              <td>{entry.customerName ?? '—'}</td>
              <td>{detailOf(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
