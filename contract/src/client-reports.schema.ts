import { z } from 'zod';

/**
 * Error reports and chat messages from the storefront (shell-and-account.md §2 "Chat widget", §4
 * "Error reporting", §8; docs/api.md "Error reports and chat"; decisions 0430, 0431). Each export is
 * a zod schema and the type inferred from it under the same name (decision 0125).
 */

/** One breadcrumb: a navigation or a log line left before an error (epoch ms). */
export const ErrorBreadcrumbDto = z.object({
  category: z.enum(['navigation', 'log']),
  message: z.string().max(500),
  at: z.number().int().nonnegative(),
});
export type ErrorBreadcrumbDto = z.infer<typeof ErrorBreadcrumbDto>;

/** One reported error with its breadcrumbs (at most 20). */
export const ErrorEventDto = z.object({
  kind: z.enum(['error', 'unhandledrejection', 'logger']),
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000),
  occurredAt: z.number().int().nonnegative(),
  breadcrumbs: z.array(ErrorBreadcrumbDto).max(20),
});
export type ErrorEventDto = z.infer<typeof ErrorEventDto>;

/** Body of POST /errors/v0/{siteId}/events: 1-25 events; answered 202 { accepted }. */
export const ErrorEventsRequestDto = z.object({ events: z.array(ErrorEventDto).min(1).max(25) });
export type ErrorEventsRequestDto = z.infer<typeof ErrorEventsRequestDto>;

/** Answer of POST /errors/v0/{siteId}/events: how many events were stored. */
export const ErrorEventsReceiptDto = z.object({ accepted: z.number().int() });
export type ErrorEventsReceiptDto = z.infer<typeof ErrorEventsReceiptDto>;

/** A stored error event as the test-only GET /__sandbox/error-events lists it. */
export const StoredErrorEventDto = ErrorEventDto.extend({ siteId: z.string(), receivedAt: z.string() });
export type StoredErrorEventDto = z.infer<typeof StoredErrorEventDto>;

/** Answer of GET /__sandbox/error-events: oldest first. */
export const StoredErrorEventsDto = z.object({ events: z.array(StoredErrorEventDto) });
export type StoredErrorEventsDto = z.infer<typeof StoredErrorEventsDto>;

/** Body of POST /chat/v0/{siteId}/messages: who writes, the reply-to e-mail, the topic (a contact-us subject code) and the message. */
export const ChatMessageRequestDto = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(200),
  topic: z.string().trim().min(1).max(100),
  message: z.string().trim().min(1).max(2000),
});
export type ChatMessageRequestDto = z.infer<typeof ChatMessageRequestDto>;

/** Answer of POST /chat/v0/{siteId}/messages (201): the reference the message was kept under. */
export const ChatMessageReceiptDto = z.object({ referenceId: z.string() });
export type ChatMessageReceiptDto = z.infer<typeof ChatMessageReceiptDto>;
