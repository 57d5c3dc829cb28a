import type { ReactNode } from 'react';
import type { ModalLaunchOptions, ModalOutcome } from '@vitrine/core';

/** What a modal's content gets: its id, its launch parameters, and how to close itself. */
export interface ModalApi {
  readonly modalId: string;
  /** Launch parameters (a hash modal's query: `#quickshop?slug=x` → { slug: 'x' }). */
  readonly params: Readonly<Record<string, string>>;
  /** Closes this modal (and any above it) with an outcome merged over its preemptive outcome. */
  readonly close: (outcome?: ModalOutcome) => void;
}

/** A component modal's content: renders itself (a {@link Dialog} and what is in it) with its {@link ModalApi}. */
export interface ModalView {
  readonly render: (api: ModalApi) => ReactNode;
}

/**
 * Launch options as the UI gives them: core's options over {@link ModalView}, with the launch
 * `params` and the `navigationTarget` of the access guard's login (shell-and-account.md §5; decision 0085).
 */
export type ModalLaunch = ModalLaunchOptions<ModalView>;

/** How a launched modal ended: the outcome it closed with (undefined when it closed without one). */
export interface ModalResult {
  readonly modalId: string;
  readonly outcome: ModalOutcome | undefined;
}
