-- Error reports and chat messages from the storefront (shell-and-account.md §2 "Chat widget", §4
-- "Error reporting", §8; decisions 0430, 0431): what POST /errors/v0/{siteId}/events and
-- POST /chat/v0/{siteId}/messages keep.

create table client_error_event (
  event_id    bigserial primary key,
  site_id     text not null,
  kind        text not null check (kind in ('error', 'unhandledrejection', 'logger')),
  message     text not null,
  stack       text,
  url         text not null,
  occurred_at timestamptz not null,
  breadcrumbs jsonb not null,
  received_at timestamptz not null
);
create index client_error_event_received_idx on client_error_event (received_at);

create table chat_message (
  message_id  bigserial primary key,
  site_id     text not null,
  name        text not null,
  email       text not null,
  topic       text not null,
  message     text not null,
  received_at timestamptz not null
);
