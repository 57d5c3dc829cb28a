import type { Ref } from 'react';
import styles from './gallery.module.css';

/** Cards the placeholder draws: a full row at every width (two and a bit on phones, four from 600 px). */
const PLACEHOLDER_CARDS = [0, 1, 2, 3, 4];

/**
 * The space a gallery takes before it is loaded (decision 0406): the gallery's own head and one row
 * of empty cards, from the same classes, so nothing moves when the looks arrive (CLS). Hidden from
 * assistive technology. `ref` reaches its outer element (the gallery slot watches it near the viewport).
 */
export function GalleryPlaceholder({ ref }: { readonly ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.gallery} aria-hidden="true" data-gallery-placeholder="">
      <div className={styles.head}>
        <div className={styles.title} />
        <div className={styles.description} />
      </div>
      <div className={styles.items}>
        {PLACEHOLDER_CARDS.map((card) => (
          <div key={card} className={styles.item}>
            <div className={styles.figure}>
              <div className={styles.image} />
              <div className={styles.caption} />
            </div>
            <div className={styles.products} />
          </div>
        ))}
      </div>
    </div>
  );
}
