import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChatDisabledByExperiments, parseChatDisablingExperiments, validateChatMessage } from '@vitrine/core';

describe('chat launcher rules (shell-and-account §2 "Chat widget"; decision 0431)', () => {
  const good = { name: ' Ada ', email: ' ada@example.com ', topic: 'ORDER', message: ' Hello ' };

  it('accepts a complete message, trimmed', () => {
    expect(validateChatMessage(good)).toEqual({ ok: true, value: { name: 'Ada', email: 'ada@example.com', topic: 'ORDER', message: 'Hello' } });
  });

  it('names every refused field in form order', () => {
    const result = validateChatMessage({ name: ' ', email: 'nope', topic: '', message: '' });
    expect(result).toMatchObject({ ok: false, error: { code: 'CHAT.INVALID_MESSAGE', message: 'A chat message needs a name, a reply-to email, a topic and a message', details: { fields: ['name', 'email', 'topic', 'message'] } } });
    expect(validateChatMessage({ ...good, name: 'x'.repeat(101), message: 'y'.repeat(2001) })).toMatchObject({ ok: false, error: { details: { fields: ['name', 'message'] } } });
  });

  it('reads the deployment’s chat-disabling experiment values, ignoring malformed parts', () => {
    expect(parseChatDisablingExperiments('winston2=4; cartConfirmVariant = 1, 2 ;broken;empty=;letters=a,b')).toEqual({ winston2: [4], cartConfirmVariant: [1, 2] });
    expect(parseChatDisablingExperiments('')).toEqual({});
    const disabling = parseChatDisablingExperiments('winston2=4');
    expect(isChatDisabledByExperiments({ winston2: 4 }, disabling)).toBe(true);
    expect(isChatDisabledByExperiments({ winston2: 3 }, disabling)).toBe(false);
  });

  it('round-trips any map of whole numbers', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/), fc.array(fc.nat(99), { minLength: 1, maxLength: 4 })), (map) => {
        const text = Object.entries(map)
          .map(([k, v]) => `${k}=${v.join(',')}`)
          .join(';');
        expect(parseChatDisablingExperiments(text)).toEqual(map);
      }),
    );
  });
});
