import { Trans } from '@lingui/react/macro';

/**
 * Shown when the storefront cannot start (the site configuration did not load): a clear message
 * and a way to try again. Rendered inside an I18nProvider so it speaks the site's language.
 */
export function BootError() {
  return (
    <main className="page" role="alert">
      <h1>
        <Trans>We are having trouble loading the store</Trans>
      </h1>
      <p>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <p>
        <a href={window.location.href}>
          <Trans>Try again</Trans>
        </a>
      </p>
    </main>
  );
}
