import type { KyInstance } from 'ky';
import type { ChatGateway, ChatMessage, DomainError, ErrorReportSink, ReportedError, Result, SiteContext } from '@vitrine/core';
import type { ChatMessageReceiptDto, ChatMessageRequestDto, ErrorEventsRequestDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { resultOf } from './ky-marketing-gateway.js';

/**
 * ErrorReportSink over HTTP (shell-and-account.md §4 "Error reporting", §8; decision 0430): POST
 * /errors/v0/{siteId}/events with `{ events }` (ErrorEventsRequestDto: each event with its
 * breadcrumbs, messages cut to 2000 and stacks to 8000 characters). Uses its own bare ky instance,
 * not the shared client: the shared client logs failed calls at error level, and an error log is
 * itself reported — a failing report must not report itself. Rejects with ky's error on a failure.
 */
export class KyErrorReportGateway implements ErrorReportSink {
  constructor(
    private readonly api: KyInstance,
    private readonly site: SiteContext,
  ) {}

  async send(events: readonly ReportedError[]): Promise<void> {
    const body: ErrorEventsRequestDto = {
      events: events.map((e) => ({
        kind: e.kind,
        message: e.message.slice(0, 2000) || 'Unknown error',
        ...(e.stack ? { stack: e.stack.slice(0, 8000) } : {}),
        url: e.url.slice(0, 2000),
        occurredAt: Math.round(e.occurredAt),
        breadcrumbs: e.breadcrumbs.map((c) => ({ category: c.category, message: c.message.slice(0, 500), at: Math.round(c.at) })),
      })),
    };
    await this.api.post(`errors/v0/${encodeURIComponent(this.site.siteId)}/events`, { json: body });
  }
}

/**
 * ChatGateway over HTTP (shell-and-account.md §2 "Chat widget"; decision 0431): POST
 * /chat/v0/{siteId}/messages with ChatMessageRequestDto; ok with the receipt's referenceId, err with
 * the API's code and `details.fields` (INVALID_REQUEST) or the client's network codes.
 */
export class KyChatGateway implements ChatGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  sendMessage(message: ChatMessage): Promise<Result<string, DomainError>> {
    const json: ChatMessageRequestDto = { name: message.name, email: message.email, topic: message.topic, message: message.message };
    return resultOf(async () => (await this.http.post<ChatMessageReceiptDto>(`/chat/v0/${encodeURIComponent(this.site.siteId)}/messages`, { json })).referenceId);
  }
}
