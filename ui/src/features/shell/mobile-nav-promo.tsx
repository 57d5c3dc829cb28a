import { useEffect, useId, useState } from 'react';
import { Logger, ShellContentGateway, type MobileNavPromo } from '@vitrine/core';
import { imageSourceProps, useCommittedImageSources } from '../../components/committed-image-sources';
import { imageSrcSet, imageUrl } from '../../components/image-widths';
import { useService, useServices } from '../../shared/service-context';
import type { Services } from '../../shared/services';
import { ContentLink } from './header-content';
import navStyles from './mobile-nav.module.css';
import styles from './mobile-nav-promo.module.css';

/** The promo photo's box is 112 px wide: the two smallest widths of shopping.md §9 cover 1x to 3x screens. */
const PHOTO_WIDTHS = [360, 540] as const;
const PHOTO_SIZES = '112px';

// One request per page and services: the drawer opens and closes many times; a failed load is
// forgotten, so the next opening asks again.
const loads = new WeakMap<Services, Promise<MobileNavPromo | null>>();

function loadPromo(services: Services, gateway: ShellContentGateway): Promise<MobileNavPromo | null> {
  let load = loads.get(services);
  if (!load) {
    load = gateway.getMobileNavPromo().catch((error: unknown) => {
      loads.delete(services);
      // Not a failure the shopper sees: the drawer simply shows no promo (decision 0413).
      if (services.has(Logger)) services.get(Logger).warn('Mobile navigation promo load failed', { error: String(error) });
      return null;
    });
    loads.set(services, load);
  }
  return load;
}

/**
 * The promo of the mobile navigation drawer (shopping.md §7 "Content": componentSupernavAdditionalMobilePromo;
 * decision 0413), this lazy chunk's entry, mounted when the drawer opens: it asks ShellContentGateway
 * for the entry (once per page), keeping the slot's height while it waits; then a region named by
 * its headline with the photo (srcset at the spec's widths, width and height given), the kicker and
 * the call to action (a checked storefront path or http(s) URL; content texts are rendered as text).
 * Nothing when the site has no promo or the load failed (logged as a warning).
 */
export default function MobileNavPromoPart({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const services = useServices();
  const gateway = useService(ShellContentGateway);
  const [promo, setPromo] = useState<MobileNavPromo | null | undefined>(undefined);
  const headlineId = useId();
  // Mounted when the drawer opens, after hydration: the photo's sources are set once committed (decision 0455).
  const onCommit = useCommittedImageSources();

  useEffect(() => {
    let live = true;
    void loadPromo(services, gateway).then((loaded) => {
      if (live) setPromo(loaded);
    });
    return () => {
      live = false;
    };
  }, [services, gateway]);

  if (promo === undefined) return <div className={navStyles.promoSlot} data-mobile-nav-promo="loading" />;
  if (promo === null) return null;
  return (
    <section className={`${navStyles.promoSlot} ${styles.promo}`} aria-labelledby={headlineId} data-mobile-nav-promo={promo.entryId}>
      {promo.image && (
        <img
          className={styles.photo}
          {...imageSourceProps(onCommit, { src: imageUrl(promo.image.path, PHOTO_WIDTHS[0]), srcSet: imageSrcSet(promo.image.path, PHOTO_WIDTHS), sizes: PHOTO_SIZES })}
          width={promo.image.width}
          height={promo.image.height}
          alt={promo.image.alt}
          decoding="async"
        />
      )}
      <div className={styles.text}>
        {promo.preHeadline && <p className={styles.kicker}>{promo.preHeadline}</p>}
        <h2 id={headlineId} className={styles.headline}>
          {promo.headline}
        </h2>
        <ContentLink link={promo.cta} className={styles.cta} onNavigate={onNavigate} />
      </div>
    </section>
  );
}
