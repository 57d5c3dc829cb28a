import { Trans, useLingui } from '@lingui/react/macro';
import type { ChunkFailureKind } from '@vitrine/core';
import { PageTitle } from '../shared/page-title';

/**
 * The chunk-load message (shell-and-account.md §8 "Script chunk failures after 2 retries fail with
 * a chunk-load message"; decision 0441): shown by the route's error element, inside the page shell,
 * so the header and its basket stay. "Reload the page" loads the document again (the basket lives
 * on the server and in cookies, so nothing carted is lost). It is in the initial JS on purpose: a
 * lazy chunk of its own could not load when chunks fail; the kind (script, stylesheet, missing
 * module) is reported to the Logger and kept on `data-chunk-failure`, the text is one for all.
 */
export function ChunkLoadFailure({ kind }: { readonly kind: ChunkFailureKind }) {
  const { t } = useLingui();
  return (
    <div className="page" role="alert" data-chunk-failure={kind}>
      <PageTitle page={t`This page could not be loaded`} />
      <h1>
        <Trans>This page could not be loaded</Trans>
      </h1>
      <p>
        <Trans>Part of the page did not download.</Trans> <Trans>Your cart is kept. Check your connection, then reload the page.</Trans>
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
      </p>
    </div>
  );
}
