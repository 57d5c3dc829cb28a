import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type RefObject } from 'react';
import type { CalendarMonth, CardSealer, SecurityCodeSealer } from '@vitrine/core';
import { CardFrame } from './card-frame';
import type { CardFrameClient } from './card-frame-client';
import type { CardFrameMode, CardSummary } from './card-frame-protocol';
import type { CardDraftErrors, CardField } from './card-rules';

/**
 * A new card typed in the card frame, checked before it is used (decision 0460; shell-and-account.md
 * §7 "The card number is encrypted client-side"): the same for checkout's payment step and the
 * account's "Add card" (decision 0435). The page asks the frame to validate; the frame shows each
 * field's problem, this page names the fields in an alert and moves the focus into the frame. A
 * card that passes gives the frame's sealer (it encrypts with the key the use case fetches) and its
 * summary. The page never holds the number or the security code. The same check serves a frame in
 * security-code mode (decision 0436: the "Verify card" form's saved-card code), through `checkCode`.
 */

/** What the frame reported when it was last asked: the fields' problem codes, 'unavailable' (no answer), or null (none). */
export type CardFrameProblem = CardDraftErrors | 'unavailable' | null;

/** A card the frame passed: its sealer (for saveNewCard or the checkout's 'sealed-card') and brand, last four and expiry. */
export interface CheckedCard {
  readonly sealer: CardSealer;
  readonly summary: CardSummary;
}

/** The page's handle on one framed card. */
export interface CardFrameCheck {
  /** Bound to the mounted {@link CardFrame} (CardFrame's `clientRef`). */
  readonly clientRef: RefObject<CardFrameClient | null>;
  /** The last check's problem, shown by {@link CheckedCardFrame}. */
  readonly problem: CardFrameProblem;
  /**
   * Asks the frame to check the card against `today` (calendar month). Resolves with the checked
   * card, or null after showing the problem (the fields' codes: the focus goes to the first one in
   * the frame; 'unavailable' when the frame is not mounted or did not answer in time). Never rejects.
   */
  check(today: CalendarMonth): Promise<CheckedCard | null>;
  /**
   * Asks a security-code frame (decision 0436) to check its code for the saved card's brand.
   * Resolves with its sealer (for verifySavedCard), or null after showing the problem as
   * {@link check} does. Never rejects.
   */
  checkCode(): Promise<SecurityCodeSealer | null>;
}

/** The state and the check of one framed card (see {@link CardFrameCheck}). */
export function useCardFrameCheck(): CardFrameCheck {
  const clientRef = useRef<CardFrameClient | null>(null);
  const [problem, setProblem] = useState<CardFrameProblem>(null);
  const check = async (today: CalendarMonth): Promise<CheckedCard | null> => {
    const client = clientRef.current;
    if (!client) {
      setProblem('unavailable');
      return null;
    }
    const checked = await client.validate(today);
    if (!checked.ok) {
      setProblem(checked.error);
      if (checked.error !== 'unavailable') await client.focus();
      return null;
    }
    setProblem(null);
    return { sealer: client.sealer(today), summary: checked.value };
  };
  const checkCode = async (): Promise<SecurityCodeSealer | null> => {
    const client = clientRef.current;
    if (!client) {
      setProblem('unavailable');
      return null;
    }
    const checked = await client.validateCode();
    if (!checked.ok) {
      setProblem(checked.error);
      if (checked.error !== 'unavailable') await client.focus();
      return null;
    }
    setProblem(null);
    return client.codeSealer();
  };
  return { clientRef, problem, check, checkCode };
}

/**
 * The card frame of `check` and, under it, its last problem as an alert: "Check the card details:
 * Card number, Security code." (the fields' labels, in the frame's order) or, when the frame did not
 * answer, a plea to reload. `nameOnCard` prefills the frame's name field when it is empty; `mode`
 * (default the whole card) is the frame's (decision 0436).
 */
export function CheckedCardFrame({ check, nameOnCard, problemClassName, mode }: { check: CardFrameCheck; nameOnCard: string; problemClassName?: string; mode?: CardFrameMode }) {
  const { t } = useLingui();
  const labels: Record<CardField, string> = { nameOnCard: t`Name on card`, cardNumber: t`Card number`, expiry: t`Expiration date (MM/YY)`, securityCode: t`Security code` };
  const order: readonly CardField[] = ['nameOnCard', 'cardNumber', 'expiry', 'securityCode'];
  const { problem } = check;
  return (
    <>
      <CardFrame nameOnCard={nameOnCard} clientRef={check.clientRef} {...(mode ? { mode } : {})} />
      {problem && (
        <p role="alert" className={problemClassName} data-testid="card-problem">
          {problem === 'unavailable'
            ? t`The card fields did not answer. Reload the page and try again.`
            : t`Check the card details: ${order.filter((field) => problem[field]).map((field) => labels[field]).join(', ')}.`}
        </p>
      )}
    </>
  );
}
