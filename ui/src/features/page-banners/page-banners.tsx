import { useCallback, useState } from 'react';
import { LiveTextBanner } from '../../components/banners/live-text-banner';
import { BannerPicture } from './banner-picture';
import type { PageBannersData } from './page-banners.loader';
import { RotationalBanner } from './rotational-banner';
import styles from './page-banners.module.css';

/** Props: the loader's banners (null renders nothing) and whether the first simple banner is above the fold (eager). */
export interface PageBannersProps {
  readonly data: PageBannersData | null;
  readonly eagerFirst?: boolean;
}

/**
 * A page's banners from the content API (shell-and-account.md §3, §4; decision 0410), in entry
 * order: live-text banners (regions named by their headline, with the countdown timer and the
 * details toggle), simple banners (a <picture> with the ≥768 px alternate image) and rotational
 * banners (a carousel region). An entry that could not be rendered is an empty element
 * (shell-and-account.md §8). When a carousel moves, the live-text banners' details close
 * (shell-and-account.md §4 "reset when … the carousel moves").
 */
export function PageBanners({ data, eagerFirst = false }: PageBannersProps) {
  const [carouselPosition, setCarouselPosition] = useState(0);
  const onMove = useCallback(() => setCarouselPosition((n) => n + 1), []);
  if (!data || data.banners.length === 0) return null;
  const firstSimple = data.banners.findIndex((b) => b.kind === 'simple');
  return (
    <div className={styles.banners}>
      {data.banners.map((banner, i) => {
        switch (banner.kind) {
          case 'live-text':
            return (
              <LiveTextBanner
                key={banner.id}
                entryId={`${data.entryId}:${banner.id}`}
                model={banner.model}
                endsAt={banner.endsAt}
                renderedAt={data.renderedAt}
                detailsHtml={banner.detailsHtml}
                detailsRaw={banner.detailsRaw}
                carouselPosition={carouselPosition}
              />
            );
          case 'simple':
            return <BannerPicture key={banner.id} model={banner.model} eager={eagerFirst && i === firstSimple} />;
          case 'rotational':
            return <RotationalBanner key={banner.id} model={banner.model} onMove={onMove} />;
          case 'invalid':
            return <div key={banner.id} data-page-banner="empty" />;
        }
      })}
    </div>
  );
}
