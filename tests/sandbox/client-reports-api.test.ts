import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxHarness } from './sandbox-harness.js';

const event = (message: string, occurredAt = 1_700_000_000_000) => ({
  kind: 'error',
  message,
  stack: 'Error: boom\n    at x (app.js:1:1)',
  url: 'http://127.0.0.1/shop/x',
  occurredAt,
  breadcrumbs: [{ category: 'navigation', message: '/shop/x', at: occurredAt - 10 }],
});

describe('error reports and chat messages (shell-and-account §2 "Chat widget", §4 "Error reporting"; decisions 0430, 0431)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('stores a batch of error events with their breadcrumbs; the test-only read lists them by message', async () => {
    const posted = await h.json('POST', '/api/errors/v0/an-us/events', { events: [event('sandbox test failure A'), { ...event('sandbox test failure B'), kind: 'logger' }] });
    expect(posted.status).toBe(202);
    expect(posted.body).toEqual({ accepted: 2 });
    const listed = await h.json('GET', '/api/__sandbox/error-events?message=sandbox%20test%20failure%20A');
    expect(listed.status).toBe(200);
    expect(listed.body.events).toHaveLength(1);
    expect(listed.body.events[0]).toMatchObject({ siteId: 'an-us', kind: 'error', message: 'sandbox test failure A', url: 'http://127.0.0.1/shop/x', breadcrumbs: [{ category: 'navigation', message: '/shop/x' }] });
    expect((await h.json('GET', '/api/__sandbox/error-events')).body.events.map((e: { message: string }) => e.message)).toEqual(['sandbox test failure A', 'sandbox test failure B']);
  });

  it('refuses an empty or malformed batch and an unknown site', async () => {
    expect((await h.json('POST', '/api/errors/v0/an-us/events', { events: [] })).status).toBe(400);
    expect((await h.json('POST', '/api/errors/v0/an-us/events', { events: [{ ...event('x'), kind: 'panic' }] })).status).toBe(400);
    expect((await h.json('POST', '/api/errors/v0/zz-zz/events', { events: [event('x')] })).status).toBe(404);
  });

  it('keeps a chat message and answers its reference; a missing field is a 400 naming it', async () => {
    const posted = await h.json('POST', '/api/chat/v0/an-us/messages', { name: 'Ada', email: 'ada@example.com', topic: 'ORDER', message: 'Where is my parcel?' });
    expect(posted.status).toBe(201);
    expect(posted.body.referenceId).toMatch(/^CH-\d+$/);
    const listed = await h.json('GET', '/api/__sandbox/chat-messages');
    expect(listed.body.messages).toContainEqual({ referenceId: posted.body.referenceId, siteId: 'an-us', name: 'Ada', email: 'ada@example.com', topic: 'ORDER', message: 'Where is my parcel?' });
    const refused = await h.json('POST', '/api/chat/v0/an-us/messages', { name: 'Ada', email: 'not-an-email', topic: 'ORDER', message: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fields).toEqual(['email', 'message']);
  });
});
