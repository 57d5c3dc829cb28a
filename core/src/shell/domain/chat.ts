import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { ChatMessage } from '../ports/chat-gateway.port.js';

/**
 * The chat launcher's message rule (shell-and-account.md §2 "Chat widget"; decision 0431): name,
 * e-mail, topic and message are required (trimmed), the e-mail must look like one, the name is at
 * most 100 and the message at most 2000 characters.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The refusal text of an incomplete chat message (the spec shows none; decision 0431). */
const CHAT_MESSAGE_INVALID = 'A chat message needs a name, a reply-to email, a topic and a message';

/**
 * Checks a chat message: ok with the trimmed message, or CHAT.INVALID_MESSAGE whose
 * `details.fields` lists the refused fields in form order (name, email, topic, message).
 */
export function validateChatMessage(input: Readonly<Record<keyof ChatMessage, string>>): Result<ChatMessage, DomainError<'CHAT.INVALID_MESSAGE'>> {
  const trimmed: ChatMessage = { name: input.name.trim(), email: input.email.trim(), topic: input.topic.trim(), message: input.message.trim() };
  const fields = [
    ...(trimmed.name === '' || trimmed.name.length > 100 ? ['name'] : []),
    ...(EMAIL.test(trimmed.email) ? [] : ['email']),
    ...(trimmed.topic === '' ? ['topic'] : []),
    ...(trimmed.message === '' || trimmed.message.length > 2000 ? ['message'] : []),
  ];
  return fields.length > 0 ? err(domainError('CHAT.INVALID_MESSAGE', CHAT_MESSAGE_INVALID, { fields })) : ok(trimmed);
}

/**
 * The deployment's experiment values that disable chat, from its configuration text
 * ('winston2=4;cartConfirmVariant=1,2': key=values separated by ';', values by ','), as
 * isChatDisabledByExperiments takes them (decision 0038, 0431). Malformed parts and non-numeric
 * values are ignored.
 */
export function parseChatDisablingExperiments(text: string): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const part of text.split(';')) {
    const [key, values] = part.split('=').map((s) => s.trim());
    if (!key || values === undefined) continue;
    const numbers = values
      .split(',')
      .map((v) => v.trim())
      .filter((v) => /^\d+$/.test(v))
      .map(Number);
    if (numbers.length > 0) out[key] = numbers;
  }
  return out;
}
