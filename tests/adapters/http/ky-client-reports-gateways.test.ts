import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { KyChatGateway, KyErrorReportGateway } from '../../../adapters/src/http/ky-client-reports-gateways.js';
import { InMemoryChat, InMemoryErrorReportSink } from '../../../adapters/src/in-memory/index.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness, TEST_BASE_URL } from '../support/client-harness.js';
import { apiError, createFetchStub, json } from '../support/fetch-stub.js';

const EVENTS = '/api/errors/v0/an-us/events';
const MESSAGES = '/api/chat/v0/an-us/messages';
const report = { kind: 'error' as const, message: 'x'.repeat(2100), stack: 'Error: x\n at y', url: 'http://shop.test/p', occurredAt: 10.4, breadcrumbs: [{ category: 'navigation' as const, message: '/p', at: 5.6 }] };

describe('KyErrorReportGateway (shell-and-account §4 "Error reporting"; decision 0430)', () => {
  const gateway = () => {
    const stub = createFetchStub();
    return { stub, gateway: new KyErrorReportGateway(ky.create({ baseUrl: `${TEST_BASE_URL}/`, retry: 0, fetch: stub.fetch }), aSite()) };
  };

  it('posts the batch to the site, messages cut to 2000 characters, times in whole ms', async () => {
    const { stub, gateway: g } = gateway();
    stub.on('POST', EVENTS, json(202, { accepted: 2 }));
    await g.send([report, { kind: 'logger', message: '', url: 'http://shop.test/', occurredAt: 11, breadcrumbs: [] }]);
    const body = stub.callsTo('POST', EVENTS)[0]!.body as { events: Record<string, unknown>[] };
    expect(body.events[0]).toEqual({ ...report, message: 'x'.repeat(2000), occurredAt: 10, breadcrumbs: [{ category: 'navigation', message: '/p', at: 6 }] });
    expect(body.events[1]).toEqual({ kind: 'logger', message: 'Unknown error', url: 'http://shop.test/', occurredAt: 11, breadcrumbs: [] });
  });

  it('rejects when the endpoint refuses the batch', async () => {
    const { stub, gateway: g } = gateway();
    stub.on('POST', EVENTS, apiError(400, 'INVALID_REQUEST'));
    await expect(g.send([report])).rejects.toThrow();
  });
});

describe('KyChatGateway (shell-and-account §2 "Chat widget"; decision 0431)', () => {
  const message = { name: 'Ada', email: 'ada@example.com', topic: 'ORDER', message: 'Hello' };

  it('posts the message and answers its reference', async () => {
    const h = clientHarness();
    h.stub.on('POST', MESSAGES, json(201, { referenceId: 'CH-7' }));
    expect(await new KyChatGateway(h.http, aSite()).sendMessage(message)).toEqual({ ok: true, value: 'CH-7' });
    expect(h.stub.callsTo('POST', MESSAGES)[0]!.body).toEqual(message);
  });

  it('answers the refused fields as a coded error', async () => {
    const h = clientHarness();
    h.stub.on('POST', MESSAGES, apiError(400, 'INVALID_REQUEST', 'Invalid request body', { fields: ['email'] }));
    const result = await new KyChatGateway(h.http, aSite()).sendMessage({ ...message, email: 'x' });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', details: { fields: ['email'], status: 400 } } });
  });
});

describe('in-memory error report sink and chat (decisions 0430, 0431)', () => {
  it('keeps what was sent', async () => {
    const sink = new InMemoryErrorReportSink();
    await sink.send([report]);
    expect(sink.reports).toEqual([report]);
    const chat = new InMemoryChat();
    expect(await chat.sendMessage({ name: 'Ada', email: 'ada@example.com', topic: 'ORDER', message: 'Hi' })).toEqual({ ok: true, value: 'CH-1' });
    expect(await chat.sendMessage({ name: ' ', email: 'nope', topic: 'ORDER', message: 'Hi' })).toMatchObject({ ok: false, error: { details: { fields: ['name', 'email'] } } });
    expect(chat.messages).toHaveLength(1);
  });
});
