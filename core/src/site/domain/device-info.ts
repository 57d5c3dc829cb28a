/**
 * Device info (shell-and-account.md §4 "Device info is recorded once as web | ios/android/other |
 * mobile/tablet/other; default web|other|other"; §8 missing client user state).
 */

export type DeviceOs = 'ios' | 'android' | 'other';
export type DeviceFormFactor = 'mobile' | 'tablet' | 'other';

/** Device info: the channel is always web for this client. */
export interface DeviceInfo {
  readonly channel: 'web';
  readonly os: DeviceOs;
  readonly formFactor: DeviceFormFactor;
}

/** The default device info: web|other|other. */
export const DEFAULT_DEVICE_INFO: DeviceInfo = { channel: 'web', os: 'other', formFactor: 'other' };

/** Builds device info from what the browser adapter detected; unknown values become 'other'. */
export function deviceInfoOf(detected: { readonly os?: string | null; readonly formFactor?: string | null }): DeviceInfo {
  const os = (detected.os ?? '').toLowerCase();
  const ff = (detected.formFactor ?? '').toLowerCase();
  return {
    channel: 'web',
    os: os === 'ios' || os === 'android' ? os : 'other',
    formFactor: ff === 'mobile' || ff === 'tablet' ? ff : 'other',
  };
}

/** Formats device info as 'web|ios|mobile'. */
export function formatDeviceInfo(info: DeviceInfo): string {
  return `${info.channel}|${info.os}|${info.formFactor}`;
}

/** Parses 'web|ios|mobile'; anything malformed gives the default web|other|other. */
export function parseDeviceInfo(text: string | null | undefined): DeviceInfo {
  const parts = (text ?? '').split('|');
  if (parts.length !== 3 || parts[0] !== 'web') return DEFAULT_DEVICE_INFO;
  return deviceInfoOf({ os: parts[1]!, formFactor: parts[2]! });
}

/** Device info is recorded once: an existing record is kept, else the new one is taken. */
export function recordDeviceInfoOnce(existing: DeviceInfo | null, detected: DeviceInfo): DeviceInfo {
  return existing ?? detected;
}

/**
 * The defaults built when the client user state is missing (shell-and-account.md §8): mobile
 * device true and the context path from the URL (its first segment when it looks like a locale
 * 'xx-yy', else '/').
 */
export function defaultClientUserState(pathname: string): { readonly isMobileDevice: true; readonly contextPath: string } {
  const first = /^\/([a-z]{2}-[a-z]{2})(?:\/|$)/i.exec(pathname);
  return { isMobileDevice: true, contextPath: first ? `/${first[1]!.toLowerCase()}/` : '/' };
}
