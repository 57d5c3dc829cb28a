import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatGateway, ErrorReportSink } from '@vitrine/core';
import { BACKENDS, type ContractBackend } from './support/backends.js';

/**
 * Contract: ErrorReportSink and ChatGateway, written once and run against the sandbox (the ky
 * gateways over real HTTP, bound by httpBindings) and the in-memory back end (shell-and-account.md §2
 * "Chat widget", §4 "Error reporting"; decisions 0430, 0431). On the sandbox the stored rows are
 * read back through its test-only reads.
 */
describe.each(BACKENDS)('error reports and chat contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => backend?.close());

  it('an error batch with breadcrumbs is accepted (and stored by the sandbox)', async () => {
    const message = `contract failure ${Date.now()}`;
    await expect(
      backend.client().get(ErrorReportSink).send([{ kind: 'logger', message, url: 'http://shop.test/cart', occurredAt: 1_700_000_000_000, breadcrumbs: [{ category: 'navigation', message: '/cart', at: 1_699_999_999_000 }] }]),
    ).resolves.toBeUndefined();
    if (backend.name !== 'sandbox') return;
    const stored = (await (await fetch(`${backend.url}/api/__sandbox/error-events?message=${encodeURIComponent(message)}`)).json()) as { events: { kind: string; breadcrumbs: unknown[] }[] };
    expect(stored.events).toMatchObject([{ kind: 'logger', breadcrumbs: [{ category: 'navigation', message: '/cart' }] }]);
  });

  it('a chat message is kept under a reference; missing fields are refused by name', async () => {
    const chat = backend.client().get(ChatGateway);
    const sent = await chat.sendMessage({ name: 'Ada', email: 'ada@example.com', topic: 'ORDER', message: 'Where is my parcel?' });
    expect(sent).toMatchObject({ ok: true, value: expect.stringMatching(/^CH-\d+$/) });
    expect(await chat.sendMessage({ name: 'Ada', email: 'nope', topic: 'ORDER', message: 'Hi' })).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', details: { fields: ['email'] } } });
  });
});
