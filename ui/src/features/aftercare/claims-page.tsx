import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { CLAIM_TYPES, claimQueryOf, claimsActors, claimsMachine, ClaimsGateway, type ClaimDetails, type ClaimsStepId, type ClaimType } from '@vitrine/core';
import { useFormatMoney } from '../../shared/format';
import { useServices } from '../../shared/service-context';
import { useSiteConfig } from '../../shared/site-context';
import { moneyOf, useAftercareTexts } from './aftercare-texts';
import { BusyStatus, ErrorAlert, LoadFailed, StepList } from './flow-parts';
import { withSignIn } from '../identity';
import { flowNavigationTarget, resumeFlow, useFlowActor } from './flow-runtime';
import styles from './aftercare.module.css';

/**
 * /claims and its steps (shell-and-account.md §2 "Claims steps: type, select, return-methods,
 * details, review, confirmation. Select and review need authorization unless a customerZipCode
 * query value is given"; decisions 0191, 0194): core's claims machine decides every URL; the claim
 * type, order number and customerZipCode travel in the query, so a link from an e-mail opens the
 * claim without signing in. What was typed stays through every refusal.
 */
export function ClaimsPage() {
  const services = useServices();
  const machine = useState(() => claimsMachine.provide({ actors: claimsActors(services.get(ClaimsGateway)) }))[0];
  const actor = useFlowActor('claims', machine);
  const { t } = useLingui();
  const config = useSiteConfig();
  const formatMoney = useFormatMoney();
  const texts = useAftercareTexts();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const loginRequired = snapshot.matches('loginRequired');
  const step: ClaimsStepId | null = context.step;
  const carried = context.route ? claimQueryOf(context.route.query) : { claimType: null, orderNumber: null, customerZipCode: null };

  const [claimType, setClaimType] = useState<ClaimType | ''>('');
  const [orderNumber, setOrderNumber] = useState('');
  const [zip, setZip] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [methodId, setMethodId] = useState('');
  const [details, setDetails] = useState<ClaimDetails>({ description: '', resolution: 'REPLACEMENT' });

  useEffect(() => {
    if (loginRequired) void withSignIn(services, resumeFlow(services, actor), { navigationTarget: flowNavigationTarget(actor) });
  }, [loginRequired, services, actor]);
  // What the link brought prefills the order form.
  useEffect(() => {
    if (carried.orderNumber) setOrderNumber((typed) => typed || carried.orderNumber!);
    if (carried.customerZipCode) setZip((typed) => typed || carried.customerZipCode!);
    if (carried.claimType) setClaimType((typed) => typed || carried.claimType!);
  }, [carried.orderNumber, carried.customerZipCode, carried.claimType]);

  const steps = [
    { id: 'type', label: t`Problem` },
    { id: 'select', label: t`Items` },
    { id: 'return-methods', label: t`Return method` },
    { id: 'details', label: t`Details` },
    { id: 'review', label: t`Review` },
    { id: 'confirmation', label: t`Confirmation` },
  ];
  const order = context.order;
  const submit = (handler: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!busy) handler();
  };
  const chosenLines = () => Object.entries(quantities).filter(([, n]) => n > 0).map(([lineId, quantity]) => ({ lineId, quantity }));
  const descriptionInvalid = context.error?.code === 'AFTERCARE.DESCRIPTION_INVALID';

  if (step === 'confirmation' && context.confirmation) {
    const done = context.confirmation;
    return (
      <div className={`page ${styles.page}`}>
        <title>{`${t`Claim received`} | ${config.siteName}`}</title>
        <h1 className={styles.title}>
          <Trans>Claim received</Trans>
        </h1>
        <dl className={styles.summary}>
          <dt>
            <Trans>Claim number</Trans>
          </dt>
          <dd className={styles.number}>{done.claimNumber}</dd>
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd>{done.orderNumber}</dd>
          <dt>
            <Trans>Problem</Trans>
          </dt>
          <dd>{texts.claimTypes[done.claimType]}</dd>
          <dt>
            <Trans>What happens next</Trans>
          </dt>
          <dd>{done.resolution === 'REFUND' ? t`We will refund the items once the claim is checked.` : t`We will send replacements once the claim is checked.`}</dd>
        </dl>
        {done.label && (
          <p>
            <a href={done.label.url} target="_blank" rel="noopener">
              <Trans>Print your prepaid label ({done.label.carrier}, {done.label.trackingNumber})</Trans>
            </a>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={`page ${styles.page}`} data-machine-state={JSON.stringify(snapshot.value)}>
      <title>{`${t`Report a problem with an order`} | ${config.siteName}`}</title>
      <h1 className={styles.title}>
        <Trans>Report a problem with an order</Trans>
      </h1>
      <StepList label={t`Claim steps`} steps={steps} current={step} />
      <BusyStatus busy={busy} />
      {snapshot.matches('loadFailed') ? (
        <LoadFailed error={context.error} onRetry={() => actor.send({ type: 'claims.retry' })} />
      ) : loginRequired ? (
        <section className={styles.form} aria-labelledby="claims-sign-in-title">
          <h2 id="claims-sign-in-title">
            <Trans>Sign in to continue your claim</Trans>
          </h2>
          <p>
            <Trans>Sign in, or open the link from your shipping e-mail, which carries your postal code.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void withSignIn(services, resumeFlow(services, actor), { navigationTarget: flowNavigationTarget(actor) })}>
              <Trans>Sign in</Trans>
            </button>
          </div>
        </section>
      ) : step === 'type' ? (
        <form className={styles.form} onSubmit={submit(() => claimType !== '' && actor.send({ type: 'type.choose', claimType }))} noValidate>
          <fieldset className={styles.choice}>
            <legend>
              <Trans>What went wrong?</Trans>
            </legend>
            <ul className={styles.choices}>
              {CLAIM_TYPES.map((type) => (
                <li key={type} className={styles.choiceRow}>
                  <input type="radio" id={`type-${type}`} name="claimType" value={type} checked={claimType === type} onChange={() => setClaimType(type)} />
                  <label htmlFor={`type-${type}`}>{texts.claimTypes[type]}</label>
                </li>
              ))}
            </ul>
          </fieldset>
          <ErrorAlert error={context.error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={claimType === ''}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </form>
      ) : step === 'select' && !order ? (
        <form className={styles.form} onSubmit={submit(() => actor.send({ type: 'order.find', orderNumber: orderNumber.trim(), customerZipCode: zip.trim() === '' ? null : zip.trim() }))} noValidate>
          <h2>
            <Trans>Which order is it about?</Trans>
          </h2>
          <div className={styles.field}>
            <label htmlFor="claim-order-number">
              <Trans>Order number</Trans>
            </label>
            <input id="claim-order-number" name="orderNumber" value={orderNumber} onChange={(e) => setOrderNumber(e.target.value)} required aria-required="true" autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor="claim-zip">
              <Trans>Shipping postal code</Trans>
            </label>
            <input id="claim-zip" name="customerZipCode" value={zip} onChange={(e) => setZip(e.target.value)} autoComplete="postal-code" aria-describedby="claim-zip-hint" />
            <span id="claim-zip-hint" className={styles.muted}>
              <Trans>Not needed when you are signed in.</Trans>
            </span>
          </div>
          <ErrorAlert error={context.error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={orderNumber.trim() === ''}>
              <Trans>Find order</Trans>
            </button>
          </div>
        </form>
      ) : step === 'select' && order ? (
        <form className={styles.form} onSubmit={submit(() => actor.send({ type: 'select.submit', lines: chosenLines() }))} aria-busy={busy || undefined} noValidate>
          <h2>
            <Trans>Which items of order {order.orderNumber} are affected?</Trans>
          </h2>
          <ul className={styles.choices}>
            {order.lines.map((line) => {
              const quantity = quantities[line.lineId] ?? 0;
              return (
                <li key={line.lineId} className={styles.choice}>
                  <div className={styles.choiceRow}>
                    <input
                      type="checkbox"
                      id={`claim-line-${line.lineId}`}
                      checked={quantity > 0}
                      disabled={line.eligibleQuantity === 0}
                      onChange={(e) => setQuantities((all) => ({ ...all, [line.lineId]: e.target.checked ? 1 : 0 }))}
                    />
                    <label htmlFor={`claim-line-${line.lineId}`}>{line.displayName}</label>
                    <span className={styles.muted}>
                      {line.colorName}, {line.sizeName} · {formatMoney(moneyOf(line.unitPrice, order.currencyCode))}
                    </span>
                  </div>
                  {quantity > 0 && (
                    <div className={styles.lineFields}>
                      <label>
                        <Trans>Quantity</Trans>
                        <select value={quantity} onChange={(e) => setQuantities((all) => ({ ...all, [line.lineId]: Number(e.target.value) }))}>
                          {Array.from({ length: line.eligibleQuantity }, (_, i) => i + 1).map((n) => (
                            <option key={n} value={n}>
                              {n}
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
            <button type="submit" className={styles.primary}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </form>
      ) : step === 'return-methods' && context.methods ? (
        <form className={styles.form} onSubmit={submit(() => methodId !== '' && actor.send({ type: 'method.choose', methodId: methodId as never }))} noValidate>
          <fieldset className={styles.choice}>
            <legend>
              <Trans>What should happen with the items?</Trans>
            </legend>
            <ul className={styles.choices}>
              {context.methods.map((method) => (
                <li key={method.id} className={styles.choiceRow}>
                  <input type="radio" id={`claim-method-${method.id}`} name="methodId" value={method.id} checked={methodId === method.id} onChange={() => setMethodId(method.id)} />
                  <label htmlFor={`claim-method-${method.id}`}>
                    {texts.methods[method.id]} — {t`Free`}
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
      ) : step === 'details' ? (
        <form className={styles.form} onSubmit={submit(() => actor.send({ type: 'details.submit', details }))} noValidate>
          <div className={styles.field}>
            <label htmlFor="claim-description">
              <Trans>Describe what happened</Trans>
            </label>
            <textarea
              id="claim-description"
              value={details.description}
              onChange={(e) => setDetails({ ...details, description: e.target.value })}
              aria-invalid={descriptionInvalid || undefined}
              aria-describedby="claim-description-hint"
              maxLength={1000}
            />
            <span id="claim-description-hint" className={styles.muted}>
              <Trans>10 to 1,000 characters.</Trans>
            </span>
          </div>
          <fieldset className={styles.choice}>
            <legend>
              <Trans>What would you like?</Trans>
            </legend>
            {(['REPLACEMENT', 'REFUND'] as const).map((resolution) => (
              <div key={resolution} className={styles.choiceRow}>
                <input type="radio" id={`claim-resolution-${resolution}`} name="resolution" checked={details.resolution === resolution} onChange={() => setDetails({ ...details, resolution })} />
                <label htmlFor={`claim-resolution-${resolution}`}>{resolution === 'REFUND' ? t`A refund` : t`A replacement`}</label>
              </div>
            ))}
          </fieldset>
          <ErrorAlert error={context.error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </form>
      ) : step === 'review' && order && context.details ? (
        <form className={styles.form} onSubmit={submit(() => actor.send({ type: 'claim.submit' }))} aria-busy={busy || undefined} noValidate>
          <h2>
            <Trans>Review your claim</Trans>
          </h2>
          <dl className={styles.summary}>
            <dt>
              <Trans>Problem</Trans>
            </dt>
            <dd>{carried.claimType ? texts.claimTypes[carried.claimType] : ''}</dd>
            <dt>
              <Trans>Items</Trans>
            </dt>
            <dd>{context.choices.map((c) => `${order.lines.find((l) => l.lineId === c.lineId)?.displayName ?? ''} × ${c.quantity}`).join(', ')}</dd>
            <dt>
              <Trans>Return method</Trans>
            </dt>
            <dd>{context.methodId ? texts.methods[context.methodId] : ''}</dd>
            <dt>
              <Trans>Details</Trans>
            </dt>
            <dd>{context.details.description}</dd>
          </dl>
          <ErrorAlert error={context.error} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
              <Trans>Submit claim</Trans>
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.muted}>
          <Trans>Loading your claim…</Trans>
        </p>
      )}
    </div>
  );
}
