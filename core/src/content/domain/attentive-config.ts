/**
 * The SMS sign-up provider's configuration (shell-and-account.md §7 "attentive config", §8 "attentive
 * config: logged only"; decision 0414), in the request language, as the adapter checked it.
 */
export interface AttentiveConfig {
  /** Content entry id. */
  readonly entryId: string;
  /** True when the site offers SMS sign-up through the provider. */
  readonly enabled: boolean;
  /** The provider's creative (sign-up unit) id, sent as smsSignUpSourceId; null when none. */
  readonly creativeId: string | null;
  /** The keyword a shopper may text to sign up ('VITRINE'); null when none (then no short code either). */
  readonly keyword: string | null;
  /** The short code to text the keyword to, digits only ('28445'); null when none (then no keyword either). */
  readonly shortCode: string | null;
  /** The programme's legal text (message frequency, HELP/STOP, rates), markdown; '' when none. */
  readonly legalText: string;
}
