import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { RETURN_REASONS, refundTotal, returnsActors, returnsMachine, ReturnsGateway, type ReturnLineChoice, type ReturnReason, type ReturnsStepId } from '@vitrine/core';
import { useFormatMoney } from '../../shared/format';
import { useServices } from '../../shared/service-context';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { moneyOf, useAftercareTexts } from './aftercare-texts';
import { BusyStatus, ErrorAlert, LoadFailed, StepList } from './flow-parts';
import { withSignIn } from '../identity';
import { flowNavigationTarget, resumeFlow, useFlowActor } from './flow-runtime';
import styles from './aftercare.module.css';

/** What the customer chose for one line on the details step (kept while the flow runs). */
interface LineDraft {
  readonly chosen: boolean;
  readonly quantity: number;
  readonly reason: ReturnReason | '';
}

/**
 * /returns and its steps (shell-and-account.md §2 "Returns steps: order, details, return-methods,
 * review, confirmation. Guest continue is disabled."; decisions 0191, 0194): core's returns machine
 * decides every URL; this page shows the step the machine shows and sends what the customer does.
 * A guest sees the order step with Continue disabled and a sign-in; what was chosen stays through
 * every refusal and lost connection.
 */
export function ReturnsPage() {
  const services = useServices();
  const machine = useState(() => returnsMachine.provide({ actors: returnsActors(services.get(ReturnsGateway)) }))[0];
  const actor = useFlowActor('returns', machine);
  const { t } = useLingui();
  const config = useSiteConfig();
  const { locale } = useSite();
  const formatMoney = useFormatMoney();
  const texts = useAftercareTexts();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const loginRequired = snapshot.matches('loginRequired');
  const step: ReturnsStepId | null = context.step;

  const [orderNumber, setOrderNumber] = useState('');
  const [lines, setLines] = useState<Record<string, LineDraft>>({});
  const [methodId, setMethodId] = useState('');

  // A guest, or a lapsed step-up: the login opens by itself once each time the machine asks.
  useEffect(() => {
    if (loginRequired) void withSignIn(services, resumeFlow(services, actor), { navigationTarget: flowNavigationTarget(actor) });
  }, [loginRequired, services, actor]);

  const steps = [
    { id: 'order', label: t`Order` },
    { id: 'details', label: t`Items` },
    { id: 'return-methods', label: t`Return method` },
    { id: 'review', label: t`Review` },
    { id: 'confirmation', label: t`Confirmation` },
  ];
  const order = context.order;
  const draftOf = (lineId: string): LineDraft => lines[lineId] ?? { chosen: false, quantity: 1, reason: '' };
  const choices = (): ReturnLineChoice[] =>
    Object.entries(lines)
      .filter(([, draft]) => draft.chosen)
      .map(([lineId, draft]) => ({ lineId, quantity: draft.quantity, reason: draft.reason === '' ? null : draft.reason }));
  const errorLine = typeof context.error?.details?.['lineId'] === 'string' ? (context.error.details['lineId'] as string) : null;
  const submit = (handler: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!busy) handler();
  };
  const dateText = (ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);

  if (step === 'confirmation' && context.confirmation) {
    const done = context.confirmation;
    return (
      <div className={`page ${styles.page}`}>
        <title>{`${t`Return confirmed`} | ${config.siteName}`}</title>
        <h1 className={styles.title}>
          <Trans>Return confirmed</Trans>
        </h1>
        <dl className={styles.summary}>
          <dt>
            <Trans>Return number</Trans>
          </dt>
          <dd className={styles.number}>{done.returnNumber}</dd>
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd>{done.orderNumber}</dd>
          <dt>
            <Trans>Return method</Trans>
          </dt>
          <dd>{texts.methods[done.method.id]}</dd>
          <dt>
            <Trans>Refund</Trans>
          </dt>
          <dd>{formatMoney(moneyOf(done.refundTotal, done.currencyCode))}</dd>
        </dl>
        <ul>
          {done.lines.map((line) => (
            <li key={line.lineId}>
              <Trans>
                {line.displayName} × {line.quantity}
              </Trans>
            </li>
          ))}
        </ul>
        {done.label ? (
          <p>
            <a href={done.label.url} target="_blank" rel="noopener">
              <Trans>Print your return label ({done.label.carrier}, {done.label.trackingNumber})</Trans>
            </a>
          </p>
        ) : (
          <p>
            <Trans>Bring the parcel to a partner point with your return number; no label is needed.</Trans>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={`page ${styles.page}`} data-machine-state={JSON.stringify(snapshot.value)}>
      <title>{`${t`Start a return`} | ${config.siteName}`}</title>
      <h1 className={styles.title}>
        <Trans>Start a return</Trans>
      </h1>
      <StepList label={t`Return steps`} steps={steps} current={step ?? (loginRequired ? 'order' : null)} />
      <BusyStatus busy={busy} />
      {snapshot.matches('loadFailed') ? (
        <LoadFailed error={context.error} onRetry={() => actor.send({ type: 'returns.retry' })} />
      ) : loginRequired ? (
        <section className={styles.form} aria-labelledby="returns-order-title">
          <h2 id="returns-order-title">
            <Trans>Choose an order</Trans>
          </h2>
          <p>
            <Trans>Sign in to see the orders you can return. Guests cannot continue without signing in.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => void withSignIn(services, resumeFlow(services, actor), { navigationTarget: flowNavigationTarget(actor) })}>
              <Trans>Sign in</Trans>
            </button>
            <button type="button" className={styles.primary} disabled>
              <Trans>Continue</Trans>
            </button>
          </div>
        </section>
      ) : step === 'order' ? (
        <form className={styles.form} onSubmit={submit(() => actor.send({ type: 'order.choose', orderNumber }))} aria-busy={busy || undefined} noValidate>
          <fieldset className={styles.choice}>
            <legend>
              <Trans>Choose an order</Trans>
            </legend>
            {(context.orders ?? []).length === 0 ? (
              <p className={styles.muted}>
                <Trans>You have no delivered orders that can be returned right now.</Trans>
              </p>
            ) : (
              <ul className={styles.choices}>
                {context.orders!.map((o) => (
                  <li key={o.orderNumber} className={styles.choiceRow}>
                    <input type="radio" id={`order-${o.orderNumber}`} name="orderNumber" value={o.orderNumber} checked={orderNumber === o.orderNumber} onChange={() => setOrderNumber(o.orderNumber)} />
                    <label htmlFor={`order-${o.orderNumber}`}>
                      <Trans>
                        Order {o.orderNumber}, placed {dateText(o.placedAt)}
                      </Trans>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <ErrorAlert error={context.error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={orderNumber === ''} aria-disabled={busy || undefined}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </form>
      ) : step === 'details' && order ? (
        <form className={styles.form} onSubmit={submit(() => actor.send({ type: 'details.submit', lines: choices() }))} aria-busy={busy || undefined} noValidate>
          <h2>
            <Trans>Which items are you returning from order {order.orderNumber}?</Trans>
          </h2>
          <ul className={styles.choices}>
            {order.lines.map((line) => {
              const draft = draftOf(line.lineId);
              const set = (change: Partial<LineDraft>) => setLines((all) => ({ ...all, [line.lineId]: { ...draft, ...change } }));
              const invalid = errorLine === line.lineId;
              return (
                <li key={line.lineId} className={styles.choice}>
                  <div className={styles.choiceRow}>
                    <input type="checkbox" id={`line-${line.lineId}`} checked={draft.chosen} disabled={line.eligibleQuantity === 0} onChange={(e) => set({ chosen: e.target.checked })} />
                    <label htmlFor={`line-${line.lineId}`}>{line.displayName}</label>
                    <span className={styles.muted}>
                      <Trans>
                        {line.colorName}, {line.sizeName} · {formatMoney(moneyOf(line.unitPrice, order.currencyCode))}
                      </Trans>
                    </span>
                  </div>
                  {draft.chosen && (
                    <div className={styles.lineFields}>
                      <label>
                        <Trans>Quantity</Trans>
                        <select value={draft.quantity} onChange={(e) => set({ quantity: Number(e.target.value) })} aria-invalid={invalid || undefined}>
                          {Array.from({ length: line.eligibleQuantity }, (_, i) => i + 1).map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label>
                        <Trans>Reason</Trans>
                        <select value={draft.reason} onChange={(e) => set({ reason: e.target.value as ReturnReason | '' })} aria-invalid={invalid || undefined}>
                          <option value="">{t`Choose a reason`}</option>
                          {RETURN_REASONS.map((reason) => (
                            <option key={reason} value={reason}>
                              {texts.reasons[reason]}
                            </option>
                          ))}
                        </select>
                      </label>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <ErrorAlert error={context.error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </form>
      ) : step === 'return-methods' && context.methods ? (
        <form className={styles.form} onSubmit={submit(() => methodId !== '' && actor.send({ type: 'method.choose', methodId: methodId as never }))} aria-busy={busy || undefined} noValidate>
          <fieldset className={styles.choice}>
            <legend>
              <Trans>How will you send the items back?</Trans>
            </legend>
            <ul className={styles.choices}>
              {context.methods.map((method) => (
                <li key={method.id} className={styles.choiceRow}>
                  <input type="radio" id={`method-${method.id}`} name="methodId" value={method.id} checked={methodId === method.id} onChange={() => setMethodId(method.id)} />
                  <label htmlFor={`method-${method.id}`}>
                    {texts.methods[method.id]} — {method.price === 0 ? t`Free` : formatMoney(moneyOf(method.price, method.currencyCode))}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={methodId === ''}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </form>
      ) : step === 'review' && order && context.methods ? (
        <form className={styles.form} onSubmit={submit(() => actor.send({ type: 'return.submit' }))} aria-busy={busy || undefined} noValidate>
          <h2>
            <Trans>Review your return</Trans>
          </h2>
          <ul>
            {context.choices.map((choice) => (
              <li key={choice.lineId}>
                {order.lines.find((l) => l.lineId === choice.lineId)?.displayName} × {choice.quantity} — {choice.reason ? texts.reasons[choice.reason] : ''}
              </li>
            ))}
          </ul>
          {(() => {
            const method = context.methods.find((m) => m.id === context.methodId)!;
            return (
              <dl className={styles.summary}>
                <dt>
                  <Trans>Return method</Trans>
                </dt>
                <dd>{texts.methods[method.id]}</dd>
                <dt>
                  <Trans>Estimated refund</Trans>
                </dt>
                <dd>{formatMoney(moneyOf(refundTotal(order, context.choices, method), order.currencyCode))}</dd>
              </dl>
            );
          })()}
          <ErrorAlert error={context.error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
              <Trans>Submit return</Trans>
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.muted}>
          <Trans>Loading your return…</Trans>
        </p>
      )}
    </div>
  );
}
