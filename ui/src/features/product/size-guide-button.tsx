import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { displayTextOr, type LocalizedTexts } from '@vitrine/core';
import { PDP_LABEL_SLUGS } from './pdp-labels';
import styles from './size-guide.module.css';

/** The dialog and its table in their own chunk (decision 0422): loaded when the shopper opens it. */
const SizeGuideDialog = lazy(() => import('./size-guide-dialog'));

/**
 * The "Size guide" button of the product page (shopping.md §3 product field sizeGuide; decision
 * 0422), rendered on the server when the loader named a chart (`slug`): it opens the size guide
 * dialog, a lazy chunk; closing the dialog gives focus back to this button (the Dialog's rule).
 * Its label, also the dialog's title, is "Size guide" unless a merchandiser overrides it with the
 * localizedText entry 'pdp-size-guide-label' (`labels`; core's `displayTextOr`; decision 0423).
 */
export function SizeGuideButton({ slug, labels }: { slug: string; labels: LocalizedTexts }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const label = displayTextOr(labels, PDP_LABEL_SLUGS.sizeGuide, t`Size guide`);
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M2 8h20v8H2zM6 8v3M10 8v4M14 8v3M18 8v4" />
        </svg>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog slug={slug} title={label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
