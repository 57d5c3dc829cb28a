import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { LikesGateway, Logger, requestBackInStock, type Product, type Sku } from '@vitrine/core';
import { SelectField, TextField } from '../../components/forms/form-field';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import styles from './notify-me.module.css';

type State = { readonly kind: 'idle' | 'sending' } | { readonly kind: 'done'; readonly already: boolean } | { readonly kind: 'error'; readonly text: string };

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * "Notify me" for the sold-out sizes of the picked colour and fit (shopping.md §4 "Back-in-stock notification is offered only on
 * enabled sites, for a sold-out item, when a further flag is set", §5; decision 0222): a button
 * "Notify me" opens a small form with the sold-out size (the one the URL asked for first) and the
 * textbox "Email"; sending goes through core's
 * `requestBackInStock` with productId, skuId, styleNumber, poolId and the email, all strings. A
 * refused or failed request keeps what was typed and says why; success says we will email.
 */
export default function NotifyMe({ product, skus, requestedSize }: { product: Product; skus: readonly Sku[]; requestedSize: string | null }) {
  const { t } = useLingui();
  const services = useServices();
  const site = useSite();
  const requested = skus.find((s) => s.sizeId === requestedSize || s.size === requestedSize) ?? null;
  const [open, setOpen] = useState(false);
  const [skuId, setSkuId] = useState(requested?.skuId ?? skus[0]!.skuId);
  const sku = skus.find((s) => s.skuId === skuId) ?? skus[0]!;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setFieldError(t`Enter an email address like name@example.com.`);
      return;
    }
    setFieldError(null);
    setState({ kind: 'sending' });
    try {
      const result = await requestBackInStock(services.get(LikesGateway), { productId: product.productId, skuId: sku.skuId, styleNumber: product.styleNumber, poolId: site.inventoryPool, email });
      setState(result.ok ? { kind: 'done', already: result.value.alreadySubscribed } : { kind: 'error', text: t`We can't take a notification for this size right now.` });
    } catch (error) {
      services.get(Logger).error('Back-in-stock request failed', { error: String(error), skuId: sku.skuId });
      setState({ kind: 'error', text: t`Something went wrong. Please try again.` });
    }
  };

  if (state.kind === 'done') {
    return (
      <p role="status" className={styles.done}>
        {state.already ? (
          <Trans>You're already on the list for {sku.size}. We'll email {email.trim()} when it's back.</Trans>
        ) : (
          <Trans>
            We'll email {email.trim()} when {product.displayName} in {sku.size} is back in stock.
          </Trans>
        )}
      </p>
    );
  }
  return (
    <div className={styles.box}>
      <p className={styles.lead}>
        {requested ? (
          <Trans>Size {requested.size} is sold out. We can email you when it's back.</Trans>
        ) : (
          <Trans>Size sold out? We can email you when it's back.</Trans>
        )}
      </p>
      {!open ? (
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          <Trans>Notify me</Trans>
        </button>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
          {skus.length > 1 && (
            <SelectField label={t`Sold-out size`} name="size" value={skuId} onChange={setSkuId} options={skus.map((s) => [s.skuId, s.size] as const)} />
          )}
          <TextField label={t`Email`} name="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={setEmail} error={fieldError ?? undefined} autoFocus hint={t`We'll email you once when this size is back.`} />
          <button type="submit" className={styles.button} aria-disabled={state.kind === 'sending' || undefined}>
            <Trans>Notify me</Trans>
          </button>
          <p role="alert" className={styles.error}>
            {state.kind === 'error' ? state.text : null}
          </p>
        </form>
      )}
    </div>
  );
}
