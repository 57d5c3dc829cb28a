import { useLingui } from '@lingui/react/macro';

/**
 * The delivery pass's benefit codes (decision 0261) in words; an unknown code shows as sent.
 * Returns a function code → text.
 */
export function useBenefitText(): (code: string) => string {
  const { t } = useLingui();
  return (code) =>
    ({
      FREE_STANDARD_SHIPPING: t`Free standard shipping on every order`,
      FREE_EXPRESS_UPGRADE: t`Free upgrade to express shipping`,
      EARLY_ACCESS: t`Early access to sales and new arrivals`,
    })[code] ?? code;
}

/** The benefits every pass brings (decision 0261), for the invitation before a customer joins. */
export const PASS_BENEFITS = ['FREE_STANDARD_SHIPPING', 'FREE_EXPRESS_UPGRADE', 'EARLY_ACCESS'] as const;
