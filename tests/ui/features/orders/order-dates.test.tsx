import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Logger, ShellContentGateway, type DatetimeOptions } from '@vitrine/core';
import { InMemoryShellContent, MemoryLogger, sampleDatetimeOptions } from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { withDatetimeOptions } from '../../../../ui/src/features/orders/datetime-options';
import { useOrderDates } from '../../../../ui/src/features/orders/order-labels';
import type { Services } from '../../../../ui/src/shared/services';
import { SiteProvider } from '../../../../ui/src/shared/site-context';
import { aSite, aSiteConfiguration } from '../../../mothers/index';

/** Services answering only the shell content gateway and a memory logger. */
function servicesWith(shellContent: ShellContentGateway) {
  const logger = new MemoryLogger();
  const services = createServices(valuesModule([provide(ShellContentGateway, shellContent), provide(Logger, logger)]));
  return { services, logger };
}

// 02:30 UTC on 22 November: still 21 November in New York.
const PLACED = Date.UTC(2026, 10, 22, 2, 30);

function Dates() {
  const dates = useOrderDates();
  return (
    <ul>
      <li>{dates.day(PLACED)}</li>
      <li>{dates.dateTime(PLACED)}</li>
      <li>{dates.calendarDay('2026-12-03')}</li>
    </ul>
  );
}

/** Renders the formatters inside a route whose loader adds the date display options of `services`. */
async function renderDates(services: Services) {
  const router = createMemoryRouter([{ path: '/', loader: () => withDatetimeOptions(services, Promise.resolve({ page: 1 })), element: <Dates /> }]);
  render(
    <SiteProvider site={aSite()} config={aSiteConfiguration()}>
      <RouterProvider router={router} />
    </SiteProvider>,
  );
  return (await screen.findAllByRole('listitem')).map((item) => item.textContent);
}

describe('order dates with the site’s datetimeOptions (shell-and-account.md §7; decision 0415)', () => {
  it('formats instants in the site’s time zone with its date style and clock; a calendar day stays that day', async () => {
    const options: DatetimeOptions = { ...sampleDatetimeOptions(), dateStyle: 'long', hourCycle: 'h23' };
    const texts = await renderDates(servicesWith(new InMemoryShellContent(null, null, options)).services);
    expect(texts[0]).toBe('November 21, 2026');
    expect(texts[1]).toMatch(/^November 21, 2026 at 21:30$/);
    expect(texts[2]).toBe('December 3, 2026');
  });

  it('uses the sample’s medium dates and 12-hour clock', async () => {
    const texts = await renderDates(servicesWith(new InMemoryShellContent()).services);
    expect(texts[0]).toBe('Nov 21, 2026');
    expect(texts[1]).toMatch(/^Nov 21, 2026, 9:30\s?PM$/);
  });

  it('keeps the built-in medium dates when the options fail to load, and logs a warning', async () => {
    const failing = new InMemoryShellContent();
    failing.fail(new Error('content down'));
    const { services, logger } = servicesWith(failing);
    const texts = await renderDates(services);
    expect(texts[2]).toBe('Dec 3, 2026');
    expect(logger.entries.map((e) => [e.level, e.message])).toContainEqual(['warn', 'Date display options load failed']);
  });
});
