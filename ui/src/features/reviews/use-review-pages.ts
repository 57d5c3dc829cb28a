import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reviewPageQuery, ReviewsGateway, type ReviewPage } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import { readReviewUrl, writeReviewUrl, type ReviewUrlState } from './review-url';

/** What the reviews section shows now. */
export type ReviewPageState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly page: ReviewPage } | { readonly status: 'empty' } | { readonly status: 'error' };

/**
 * The reviews of a product, driven by the URL (reviewPage, reviewFilter, reviewSort; shopping.md
 * §2, §7): one call per page (offset (page-1)×5), each page cached by its page number, filter and
 * sort (shopping.md §4 "A reviews page is cached per page number"), so going back to a page makes no
 * call. A load that fails or finds nothing shows 'No reviews found' (shopping.md §8). `update`
 * writes the URL (pushed, scroll kept, the product's loader not re-run).
 */
export function useReviewPages(slug: string): { state: ReviewPageState; url: ReviewUrlState; update: (change: Partial<ReviewUrlState>) => void; reload: () => void } {
  const gateway = useService(ReviewsGateway);
  const [params, setParams] = useSearchParams();
  const url = readReviewUrl(params);
  const key = `${url.filter}|${url.sort}|${url.page}`;
  const cache = useRef(new Map<string, ReviewPage | null>());
  const [state, setState] = useState<ReviewPageState>(() => ({ status: 'loading' }));
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const cached = cache.current.get(key);
    if (cached !== undefined) {
      setState(cached ? { status: 'ready', page: cached } : { status: 'empty' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    gateway
      .getReviews(slug, reviewPageQuery(url.page, { sort: url.sort, filter: url.filter }))
      .then((result) => {
        if (!live) return;
        const page = result.ok ? result.value : null;
        cache.current.set(key, page);
        // A transition: the page of reviews renders in slices that yield to the browser (decision 0465).
        startTransition(() => setState(page ? { status: 'ready', page } : { status: 'empty' }));
      })
      .catch(() => live && startTransition(() => setState({ status: 'error' })));
    return () => {
      live = false;
    };
    // `key` carries url.page, url.filter and url.sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gateway, slug, key, generation]);

  const update = useCallback(
    (change: Partial<ReviewUrlState>) => {
      setParams((current) => writeReviewUrl(current, { ...readReviewUrl(current), ...change }), { preventScrollReset: true, defaultShouldRevalidate: false });
    },
    [setParams],
  );
  const reload = useCallback(() => {
    cache.current.clear();
    setGeneration((n) => n + 1);
  }, []);
  return { state, url, update, reload };
}
