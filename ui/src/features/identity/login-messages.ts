import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The refusals and outcomes the login forms explain (the leaf of the login modal's state). */
export type LoginNotice = 'unknownEmail' | 'wrongPassword' | 'emailInUse' | 'weakPassword' | 'failed' | 'lockedOut' | 'expiredLink';

/**
 * The shopper-facing text of each login refusal (docs/auth-api.md "Error codes"; decision 0088):
 * clear about what happened and what to do next. `minutes` is the wait of a lock-out.
 */
export function useLoginNoticeText(): (notice: LoginNotice, minutes?: number) => string {
  const { t } = useLingui();
  return (notice, minutes = 15) => {
    switch (notice) {
      case 'unknownEmail':
        return t`We couldn't find an account with that email. Check it for typos, or create an account.`;
      case 'wrongPassword':
        return t`That password is incorrect. Try again, or reset your password.`;
      case 'emailInUse':
        return t`An account already exists for this email. Sign in instead, or use another email.`;
      case 'weakPassword':
        return t`That password is too weak. Use at least 8 characters, with at least one letter and one number.`;
      case 'lockedOut':
        return plural(minutes, {
          one: 'Too many failed attempts, so sign-in is paused for your security. Try again in # minute, or reset your password.',
          other: 'Too many failed attempts, so sign-in is paused for your security. Try again in # minutes, or reset your password.',
        });
      case 'expiredLink':
        return t`This reset link has expired or was already used. Ask for a new one below.`;
      case 'failed':
        return t`Something went wrong on our side and you are not signed in yet. Please try again.`;
    }
  };
}

/** The password rule shoppers are told when they choose one (the sandbox's, decision 0071). */
export function usePasswordHint(): string {
  const { t } = useLingui();
  return t`At least 8 characters, with at least one letter and one number.`;
}
