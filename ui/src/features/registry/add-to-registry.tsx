import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { addToRegistry, RegistryGateway, registryPath, selectionBlocker, type Product, type RegistryError, type RegistrySummary, type Selection } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import { useRegistryText } from './registry-text';
import { useProfileId } from './use-profile-id';
import styles from './registry.module.css';

type Feedback = { readonly kind: 'added'; readonly registryId: string } | { readonly kind: 'failed'; readonly error: RegistryError | null } | { readonly kind: 'choose-size' };

/**
 * "Add to registry" on the product page (shopping.md §4, §5 "Registry add"; decision 0230): for a
 * signed-in customer who owns an active registry (found with GET …/search?web_profile_id=), adds
 * the selected SKU with the selected quantity as its requested quantity through core's
 * addToRegistry (which refuses bad input with 'Invalid parameters passed to addToRegistry'), then
 * says "Added to registry" in a status. With several registries a select picks one. Renders
 * nothing for guests and for customers without an active registry. Loaded lazily (own chunk).
 */
export default function AddToRegistry({ product, selection }: { product: Product; selection: Selection }) {
  const { t } = useLingui();
  const text = useRegistryText();
  const profileId = useProfileId();
  const registries = useService(RegistryGateway);
  const [mine, setMine] = useState<readonly RegistrySummary[]>([]);
  const [chosen, setChosen] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pending, setPending] = useState(false);
  const selectId = useId();
  const skuId = selection.sku?.skuId ?? null;

  useEffect(() => {
    let live = true;
    if (!profileId) return setMine([]);
    registries
      .myRegistries(profileId)
      .then((found) => {
        if (!live || !found.ok) return;
        const active = found.value.filter((r) => r.active);
        setMine(active);
        setChosen((current) => (active.some((r) => r.id === current) ? current : (active[0]?.id ?? '')));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [profileId, registries]);
  useEffect(() => setFeedback(null), [skuId, selection.quantity]);

  if (!profileId || mine.length === 0) return null;

  const add = async () => {
    if (pending) return;
    if (selectionBlocker(product, selection) || !selection.sku) {
      setFeedback({ kind: 'choose-size' });
      return;
    }
    setPending(true);
    setFeedback(null);
    const outcome = await addToRegistry(registries, { registryId: chosen, productId: product.productId, sku: selection.sku.skuId, quantity: selection.quantity }).catch(() => null);
    setPending(false);
    setFeedback(outcome?.ok ? { kind: 'added', registryId: chosen } : { kind: 'failed', error: outcome && !outcome.ok ? outcome.error : null });
  };

  return (
    <div className={styles.addToRegistry}>
      {mine.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={selectId}>{t`Registry`}</label>
          <select id={selectId} className={styles.select} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {mine.map((r) => (
              <option key={r.id} value={r.id}>
                {r.event.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="button" className={styles.secondary} onClick={() => void add()} aria-disabled={pending || undefined}>
        {t`Add to registry`}
      </button>
      {feedback?.kind === 'failed' && (
        <div role="alert">
          <p>{text.error(feedback.error).lead}</p>
          {text.error(feedback.error).ruleText && <p>{text.error(feedback.error).ruleText}</p>}
        </div>
      )}
      {feedback?.kind === 'choose-size' && <p role="alert">{t`Choose a color and an available size first.`}</p>}
      <div role="status" className={styles.notice}>
        {feedback?.kind === 'added' && (
          <>
            {t`Added to registry`} <Link to={registryPath('account/listing', feedback.registryId)}>{t`View registry`}</Link>
          </>
        )}
      </div>
    </div>
  );
}
