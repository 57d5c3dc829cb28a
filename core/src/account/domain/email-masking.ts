/**
 * Email masking (shopping.md §9 "Email masking keeps the first and last character of the local
 * part"; decision 0038).
 */

/**
 * Masks the local part of an email, keeping its first and last character and replacing each
 * character between with '*' (length kept): 'jane.doe@example.com' → 'j******e@example.com'.
 * Local parts of 1 or 2 characters are kept as they are. Text without '@' is masked as a whole
 * local part. The domain is unchanged.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  const chars = [...local];
  if (chars.length <= 2) return email;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}${domain}`;
}
