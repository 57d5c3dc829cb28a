import { lazy, Suspense } from 'react';
import { GalleryPlaceholder } from './gallery-placeholder';
import { useNearViewport } from '../../shared/use-near-viewport';

/** The gallery's own chunk (decision 0406): the page routes carry only this slot and its placeholder. */
const GallerySection = lazy(() => import('./gallery-section'));

/**
 * Where a page shows a gallery (shopping.md §7 galleries; decision 0406): the server and the first
 * paint render the reserved placeholder; once it comes near the viewport after hydration (decision
 * 0480) the lazily loaded section fetches the gallery `galleryId` of the site's brand and takes the
 * placeholder's place, so nothing shifts.
 */
export function GallerySlot({ galleryId }: { readonly galleryId: string }) {
  const { ref, near } = useNearViewport();
  if (!near) return <GalleryPlaceholder ref={ref} />;
  return (
    <Suspense fallback={<GalleryPlaceholder />}>
      <GallerySection galleryId={galleryId} />
    </Suspense>
  );
}
