import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';

/** A message written in the chat launcher's dialog (decision 0431). */
export interface ChatMessage {
  /** Who writes (1-100 characters). */
  readonly name: string;
  /** Where the answer goes. */
  readonly email: string;
  /** A contact-us subject code (the contact-us config's subjects, shell-and-account.md §7). */
  readonly topic: string;
  /** The message (1-2000 characters). */
  readonly message: string;
}

/**
 * Port: the chat launcher's message channel (shell-and-account.md §2 "Chat widget"; decision 0431).
 * The HTTP adapter posts to POST /chat/v0/{siteId}/messages (docs/api.md "Error reports and chat").
 */
export interface ChatGateway {
  /**
   * Sends a message. Resolves ok with the reference it was kept under ('CH-12'), or err with the
   * API's code: INVALID_REQUEST (details.fields names the refused fields), NETWORK_ERROR, TIMEOUT.
   */
  sendMessage(message: ChatMessage): Promise<Result<string, DomainError>>;
}
export const ChatGateway = token<ChatGateway>('ChatGateway');
