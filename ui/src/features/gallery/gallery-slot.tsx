import { lazy, Suspense } from 'react';
import { GalleryPlaceholder } from './gallery-placeholder';
import { useHydrated } from '../../shared/use-hydrated';

/** The gallery's own chunk (decision 0406): the page routes carry only this slot and its placeholder. */
const GallerySection = lazy(() => import('./gallery-section'));

/**
 * Where a page shows a gallery (shopping.md §7 galleries; decision 0406): the server and the first
 * paint render the reserved placeholder; after hydration the lazily loaded section fetches the
 * gallery `galleryId` of the site's brand and takes the placeholder's place, so nothing shifts.
 */
export function GallerySlot({ galleryId }: { readonly galleryId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <GalleryPlaceholder />;
  return (
    <Suspense fallback={<GalleryPlaceholder />}>
      <GallerySection galleryId={galleryId} />
    </Suspense>
  );
}
