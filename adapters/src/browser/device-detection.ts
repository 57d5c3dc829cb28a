/**
 * What the browser says about the device, for core's `deviceInfoOf` (shell-and-account.md §4
 * "Device info is recorded once as web | ios/android/other | mobile/tablet/other"; decision 0444).
 * `userAgent` is `navigator.userAgent`, `maxTouchPoints` `navigator.maxTouchPoints` (an iPad asking
 * for the desktop site says "Macintosh" but has touch points). Returns os 'ios' | 'android' | null
 * and formFactor 'mobile' | 'tablet' | null (null: unknown; core makes it 'other'). Never throws.
 */
export function detectDevice(userAgent: string, maxTouchPoints: number): { readonly os: 'ios' | 'android' | null; readonly formFactor: 'mobile' | 'tablet' | null } {
  const iPadAsDesktop = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  if (/iPad/.test(userAgent) || iPadAsDesktop) return { os: 'ios', formFactor: 'tablet' };
  if (/iPhone|iPod/.test(userAgent)) return { os: 'ios', formFactor: 'mobile' };
  if (/Android/.test(userAgent)) return { os: 'android', formFactor: /Mobile/.test(userAgent) ? 'mobile' : 'tablet' };
  return { os: null, formFactor: /Mobi/.test(userAgent) ? 'mobile' : null };
}
