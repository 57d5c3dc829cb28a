import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeCardEncryptor } from '@vitrine/adapters/in-memory';
import type { PaymentEncryptionKey } from '@vitrine/core';
import { emptyCardDraft, type CardDraft, type CardDraftErrors } from '../../../../ui/src/components/card/card-rules';
import { connectCardFrame, type CardFrameClient } from '../../../../ui/src/components/card/card-frame-client';
import { answerCardFrameRequest, answerSecurityCodeRequest, CARD_FRAME_READY, checkCardDraft, isCardFrameRequest, type CardFrameMode } from '../../../../ui/src/components/card/card-frame-protocol';
import { serveCardFrame, type CardFrameEndpoint, type CardFrameFields } from '../../../../ui/src/card-frame/card-frame-endpoint';

/** The card frame's messaging, both ends over a real MessageChannel (decision 0460; shell-and-account.md §7). */

const TODAY = { year: 2026, monthIndex: 10 };
const KEY: PaymentEncryptionKey = { pem: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', encryptionId: 'pxp-1', expiresAt: null };
const VISA: CardDraft = { nameOnCard: ' Roni Costa ', cardNumber: '4111 1111 1111 1111', expiry: '04/29', securityCode: '123' };

type Handler = (event: MessageEvent) => void;

/** A window in miniature: `postMessage` delivers to the other side's listeners with `source` set to the sender. */
function fakeWindow() {
  const handlers = new Set<Handler>();
  const sent: { message: unknown; targetOrigin: string }[] = [];
  const self = {
    handlers,
    sent,
    listen: (handler: Handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    deliver(data: unknown, source: unknown, ports: MessagePort[] = []) {
      for (const handler of [...handlers]) handler({ data, source, ports } as unknown as MessageEvent);
    },
  };
  return self;
}

/** A page and a frame wired to each other; the frame's fields hold `draft` (in `mode`, default the whole card). */
function wire(draft: CardDraft, options: { timeoutMs?: number } = {}, mode: CardFrameMode = { kind: 'card' }) {
  const page = fakeWindow();
  const frame = fakeWindow();
  const shown: CardDraftErrors[] = [];
  let current = draft;
  const fields: CardFrameFields = {
    mode,
    draft: () => current,
    showErrors: (errors) => shown.push(errors),
    focus: vi.fn(),
    prefillName: vi.fn((name: string) => {
      if (current.nameOnCard === '') current = { ...current, nameOnCard: name };
    }),
  };
  const frameWindow = {
    postMessage: (message: unknown, targetOrigin: string, transfer: Transferable[]) => {
      frame.sent.push({ message, targetOrigin });
      frame.deliver(message, parentWindow, transfer as MessagePort[]);
    },
  };
  const parentWindow = {
    postMessage: (message: unknown, targetOrigin: string) => {
      page.sent.push({ message, targetOrigin });
      page.deliver(message, frameWindow);
    },
  };
  const heights: number[] = [];
  const client = connectCardFrame({ frame: frameWindow as never, listen: page.listen, nameOnCard: 'Roni Costa', onHeight: (px) => heights.push(px), ...options });
  return { page, frame, fields, shown, heights, client, frameWindow, parentWindow, serve: () => serveCardFrame({ parent: parentWindow as never, listen: frame.listen, fields, encryptor: new FakeCardEncryptor() }) };
}

const open: { client?: CardFrameClient; endpoint?: CardFrameEndpoint }[] = [];
afterEach(() => {
  for (const { client, endpoint } of open.splice(0)) {
    client?.close();
    endpoint?.close();
  }
});

describe('the card frame messaging, both ends', () => {
  it('READY from the iframe’s window gets a port; validate answers the summary, never the number', async () => {
    const w = wire(VISA);
    const endpoint = w.serve();
    open.push({ client: w.client, endpoint });
    expect(w.page.sent).toEqual([{ message: { type: CARD_FRAME_READY }, targetOrigin: '*' }]);
    expect(w.frame.sent.map(({ message }) => message)).toEqual([{ type: 'vitrine:card-frame:hello' }, { type: 'vitrine:card-frame:connect', nameOnCard: 'Roni Costa' }]);
    expect(w.frame.sent.every(({ targetOrigin }) => targetOrigin === '*')).toBe(true);
    const answer = await w.client.validate(TODAY);
    expect(answer).toEqual({ ok: true, value: { cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2029 } });
    expect(JSON.stringify(answer)).not.toContain('4111111111111111');
    expect(w.shown).toEqual([{}]);
  });

  it('validate of fields with problems: the codes go to the page, the frame shows them, focus goes to the first', async () => {
    const w = wire({ ...VISA, cardNumber: '4242 4242 4242 4241', expiry: '01/20', securityCode: '' });
    const endpoint = w.serve();
    open.push({ client: w.client, endpoint });
    const errors = { cardNumber: 'INVALID', expiry: 'EXPIRED', securityCode: 'REQUIRED' };
    expect(await w.client.validate(TODAY)).toEqual({ ok: false, error: errors });
    expect(w.shown).toEqual([errors]);
    await w.client.focus();
    expect(w.fields.focus).toHaveBeenCalledTimes(1);
  });

  it('seal encrypts number and security code with the key the page passed; the page gets ciphertexts, expiry and name', async () => {
    const w = wire(VISA);
    const endpoint = w.serve();
    open.push({ client: w.client, endpoint });
    const sealed = await w.client.sealer(TODAY).seal(KEY);
    expect(sealed.ok).toBe(true);
    if (!sealed.ok) return;
    expect(sealed.value).toMatchObject({ expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Roni Costa', card: { encryptionId: 'pxp-1' } });
    expect(JSON.stringify(sealed)).not.toMatch(/4111111111111111|4111 1111/);
    expect(sealed.value.card.encryptedSecurityCode).not.toBeNull();
  });

  it('seal of fields with problems or with an unreadable key is refused with the encryption codes', async () => {
    const w = wire({ ...VISA, securityCode: '1' });
    const endpoint = w.serve();
    open.push({ client: w.client, endpoint });
    const refused = await w.client.sealer(TODAY).seal(KEY);
    expect(refused).toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID', details: { fields: ['securityCode'] } } });
    const w2 = wire(VISA);
    const endpoint2 = w2.serve();
    open.push({ client: w2.client, endpoint: endpoint2 });
    expect(await w2.client.sealer(TODAY).seal({ ...KEY, pem: 'not a key' })).toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.KEY_INVALID' } });
  });

  it('requests made before the frame is ready wait for it; the name is prefilled on connect', async () => {
    const w = wire({ ...VISA, nameOnCard: '' });
    open.push({ client: w.client });
    const pending = w.client.validate(TODAY);
    const endpoint = w.serve();
    open.push({ endpoint });
    expect(w.fields.prefillName).toHaveBeenCalledWith('Roni Costa');
    expect(await pending).toMatchObject({ ok: true });
  });

  it('the page ignores READY from any other window, and the frame ignores CONNECT from any other window', async () => {
    const w = wire(VISA, { timeoutMs: 30 });
    open.push({ client: w.client });
    w.page.deliver({ type: CARD_FRAME_READY }, { postMessage: vi.fn() });
    expect(w.frame.sent.map(({ message }) => message)).toEqual([{ type: 'vitrine:card-frame:hello' }]);
    expect(await w.client.validate(TODAY)).toEqual({ ok: false, error: 'unavailable' });
    expect(await w.client.sealer(TODAY).seal(KEY)).toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.FAILED' } });

    const endpoint = w.serve();
    open.push({ endpoint });
    const stranger = new MessageChannel();
    w.frame.deliver({ type: 'vitrine:card-frame:connect', nameOnCard: 'Mallory' }, { postMessage: vi.fn() }, [stranger.port2]);
    expect(w.fields.prefillName).toHaveBeenCalledTimes(1);
    expect(w.fields.prefillName).toHaveBeenCalledWith('Roni Costa');
    stranger.port1.close();
  });

  it('a frame that loaded before the page listened answers the page’s HELLO with READY again, and only the page’s', () => {
    const w = wire(VISA);
    const endpoint = w.serve();
    open.push({ client: w.client, endpoint });
    w.frame.deliver({ type: 'vitrine:card-frame:hello' }, { postMessage: vi.fn() });
    expect(w.page.sent).toHaveLength(1);
    w.frame.deliver({ type: 'vitrine:card-frame:hello' }, w.parentWindow);
    expect(w.page.sent).toHaveLength(2);
    expect(w.page.sent[1]!.message).toEqual({ type: CARD_FRAME_READY });
  });

  it('the frame tells the page its height, also the height it had before the page connected', async () => {
    const w = wire(VISA);
    open.push({ client: w.client });
    const before = serveCardFrame({ parent: { postMessage: vi.fn() } as never, listen: () => () => undefined, fields: w.fields, encryptor: new FakeCardEncryptor() });
    before.postHeight(120);
    before.close();
    const endpoint = w.serve();
    open.push({ endpoint });
    endpoint.postHeight(340);
    await w.client.validate(TODAY);
    expect(w.heights).toEqual([340]);
    endpoint.postHeight(360);
    await w.client.validate(TODAY);
    expect(w.heights).toEqual([340, 360]);
  });
});

describe('the frame’s answers', () => {
  it('only well-formed requests are requests', () => {
    expect(isCardFrameRequest({ id: 1, type: 'validate', today: TODAY })).toBe(true);
    expect(isCardFrameRequest({ id: '1', type: 'validate' })).toBe(false);
    expect(isCardFrameRequest({ id: 1, type: 'steal' })).toBe(false);
    expect(isCardFrameRequest(null)).toBe(false);
    expect(isCardFrameRequest('validate')).toBe(false);
  });

  it('a draft’s check gives its problems or its summary', () => {
    expect(checkCardDraft(emptyCardDraft(), TODAY)).toEqual({ ok: false, error: { nameOnCard: 'REQUIRED', cardNumber: 'REQUIRED', expiry: 'REQUIRED', securityCode: 'REQUIRED' } });
    expect(checkCardDraft({ ...VISA, cardNumber: '3782 822463 10005', securityCode: '1234' }, TODAY)).toEqual({ ok: true, value: { cardType: 'AMEX', lastFourDigits: '0005', expirationMonth: 4, expirationYear: 2029 } });
  });

  it('focus answers focused without reading the fields', async () => {
    expect(await answerCardFrameRequest({ id: 7, type: 'focus' }, emptyCardDraft(), new FakeCardEncryptor())).toEqual({ id: 7, type: 'focused' });
  });
});

describe('the security-code mode (decision 0436)', () => {
  const AMEX_CODE: CardFrameMode = { kind: 'security-code', cardType: 'AMEX' };
  const codeOnly = (securityCode: string): CardDraft => ({ ...emptyCardDraft(), securityCode });

  it('validate-code and seal-code are requests', () => {
    expect(isCardFrameRequest({ id: 1, type: 'validate-code' })).toBe(true);
    expect(isCardFrameRequest({ id: 2, type: 'seal-code', key: KEY })).toBe(true);
  });

  it('checks the code for the saved card’s brand (4 digits for Amex, 3 otherwise)', async () => {
    const encryptor = new FakeCardEncryptor();
    expect(await answerSecurityCodeRequest({ id: 1, type: 'validate-code' }, ' 1234 ', 'AMEX', encryptor)).toEqual({ id: 1, type: 'valid-code' });
    expect(await answerSecurityCodeRequest({ id: 2, type: 'validate-code' }, '123', 'AMEX', encryptor)).toEqual({ id: 2, type: 'invalid', errors: { securityCode: 'INVALID' } });
    expect(await answerSecurityCodeRequest({ id: 3, type: 'validate-code' }, '123', 'VISA', encryptor)).toEqual({ id: 3, type: 'valid-code' });
    expect(await answerSecurityCodeRequest({ id: 4, type: 'seal-code', key: KEY }, '', 'VISA', encryptor)).toEqual({ id: 4, type: 'invalid', errors: { securityCode: 'REQUIRED' } });
    expect(await answerSecurityCodeRequest({ id: 5, type: 'focus' }, '', 'VISA', encryptor)).toEqual({ id: 5, type: 'focused' });
  });

  it('a frame refuses the requests of the other mode', async () => {
    const encryptor = new FakeCardEncryptor();
    expect(await answerSecurityCodeRequest({ id: 1, type: 'seal', today: TODAY, key: KEY }, '123', 'VISA', encryptor)).toMatchObject({ id: 1, type: 'refused', error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' } });
    expect(await answerSecurityCodeRequest({ id: 2, type: 'validate', today: TODAY }, '123', 'VISA', encryptor)).toMatchObject({ type: 'refused' });
    expect(await answerCardFrameRequest({ id: 3, type: 'seal-code', key: KEY }, VISA, encryptor)).toMatchObject({ id: 3, type: 'refused', error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' } });
    expect(await answerCardFrameRequest({ id: 4, type: 'validate-code' }, VISA, encryptor)).toMatchObject({ type: 'refused' });
  });

  it('over the port: the page learns only whether the code passes, and gets it sealed with the key it passed', async () => {
    const w = wire(codeOnly('1234'), {}, AMEX_CODE);
    const endpoint = w.serve();
    open.push({ client: w.client, endpoint });
    expect(await w.client.validateCode()).toEqual({ ok: true, value: undefined });
    expect(w.shown).toEqual([{}]);
    const sealed = await w.client.codeSealer().seal(KEY);
    expect(sealed).toEqual({ ok: true, value: { encrypted: expect.any(String), encryptionId: 'pxp-1' } });
    expect(JSON.stringify(sealed)).not.toContain('"1234"');
  });

  it('a code that does not pass is shown in the frame and refused; a frame that does not answer is unavailable', async () => {
    const w = wire(codeOnly('12'), {}, AMEX_CODE);
    const endpoint = w.serve();
    open.push({ client: w.client, endpoint });
    expect(await w.client.validateCode()).toEqual({ ok: false, error: { securityCode: 'INVALID' } });
    expect(w.shown).toEqual([{ securityCode: 'INVALID' }]);
    expect(await w.client.codeSealer().seal(KEY)).toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID', details: { fields: ['securityCode'] } } });

    const silent = wire(codeOnly('1234'), { timeoutMs: 30 }, AMEX_CODE);
    open.push({ client: silent.client });
    expect(await silent.client.validateCode()).toEqual({ ok: false, error: 'unavailable' });
    expect(await silent.client.codeSealer().seal(KEY)).toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.FAILED' } });
  });
});
