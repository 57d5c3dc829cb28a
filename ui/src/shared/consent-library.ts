import type { ConsentMode } from '@vitrine/core';

/**
 * The page's consent library (shell-and-account.md §6 consent groups and modes, §8 "Consent library
 * not loaded after 10 attempts of 1 s: warning"; decision 0432): the privacy layer (a lazy chunk
 * mounted after hydration) publishes here once it has loaded, with the shopper's stored choice or
 * null before one is made. Code gated by consent (the chat launcher) looks it up with core's
 * waitForConsentLibrary and follows later changes with {@link onConsentChange}.
 */
export interface ConsentLibraryState {
  /** The stored choice, or null while the shopper has not chosen. */
  readonly choice: { readonly marketing: boolean; readonly mode: ConsentMode } | null;
}

let state: ConsentLibraryState | null = null;
const listeners = new Set<() => void>();

/** What the consent library answers now, or null while it has not loaded. */
export function consentLibrary(): ConsentLibraryState | null {
  return state;
}

/** The privacy layer publishes the stored choice (null: none yet); listeners are told. */
export function publishConsent(choice: ConsentLibraryState['choice']): void {
  state = { choice };
  for (const listener of listeners) listener();
}

/** Calls `listener` after each publish; returns the unsubscribe function. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
