import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteContext } from '@vitrine/core';
import { SiteProvider } from '../../../ui/src/shared/site-context';
import { aSite, aSiteConfiguration } from '../../mothers/index';

/** Renders a component with i18n (source messages), a site and its configuration, and a memory router. */
export function renderWithSite(ui: ReactNode, { site = aSite(), path = '/' }: { site?: SiteContext; path?: string } = {}) {
  i18n.loadAndActivate({ locale: site.locale, messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <SiteProvider site={site} config={aSiteConfiguration()}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SiteProvider>
    </I18nProvider>,
  );
}
