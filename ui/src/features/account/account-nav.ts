/** The account area's sections (shell-and-account.md §2 "Account children"), in menu order. */
export const ACCOUNT_SECTIONS = ['dashboard', 'membership', 'address', 'payments', 'account-settings', 'hearted-products'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The path of an account section ('/account/dashboard'). */
export function accountSectionPath(section: AccountSection): string {
  return `/account/${section}`;
}
