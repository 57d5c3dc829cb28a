import { domainError, err, ok, type ChatGateway, type ChatMessage, type DomainError, type ErrorReportSink, type ReportedError, type Result } from '@vitrine/core';

/** ErrorReportSink in memory (decision 0430): `reports` holds every event sent, in order. */
export class InMemoryErrorReportSink implements ErrorReportSink {
  readonly reports: ReportedError[] = [];

  async send(events: readonly ReportedError[]): Promise<void> {
    this.reports.push(...events);
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * ChatGateway in memory with the sandbox's rules (decision 0431): every field required (trimmed),
 * a valid e-mail, else INVALID_REQUEST naming the fields; `messages` holds the accepted ones and the
 * reference is 'CH-' plus their count.
 */
export class InMemoryChat implements ChatGateway {
  readonly messages: ChatMessage[] = [];

  async sendMessage(message: ChatMessage): Promise<Result<string, DomainError>> {
    const fields = (['name', 'email', 'topic', 'message'] as const).filter((f) => message[f].trim() === '' || (f === 'email' && !EMAIL.test(message.email.trim())));
    if (fields.length > 0) return err(domainError('INVALID_REQUEST', 'Invalid request body', { fields, status: 400 }));
    this.messages.push(message);
    return ok(`CH-${this.messages.length}`);
  }
}
