import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_INFO, defaultClientUserState, deviceInfoOf, formatDeviceInfo, parseDeviceInfo, recordDeviceInfoOnce } from '@vitrine/core';

describe('device info (shell §4)', () => {
  it('defaults to web|other|other', () => {
    expect(formatDeviceInfo(DEFAULT_DEVICE_INFO)).toBe('web|other|other');
    expect(formatDeviceInfo(deviceInfoOf({}))).toBe('web|other|other');
  });
  it('keeps known values and maps the rest to other', () => {
    expect(formatDeviceInfo(deviceInfoOf({ os: 'iOS', formFactor: 'Tablet' }))).toBe('web|ios|tablet');
    expect(formatDeviceInfo(deviceInfoOf({ os: 'android', formFactor: 'mobile' }))).toBe('web|android|mobile');
    expect(formatDeviceInfo(deviceInfoOf({ os: 'windows', formFactor: 'desktop' }))).toBe('web|other|other');
    expect(formatDeviceInfo(deviceInfoOf({ os: null, formFactor: null }))).toBe('web|other|other');
  });
  it('parses, defaulting malformed text', () => {
    expect(parseDeviceInfo('web|ios|mobile')).toEqual({ channel: 'web', os: 'ios', formFactor: 'mobile' });
    expect(parseDeviceInfo('app|ios|mobile')).toBe(DEFAULT_DEVICE_INFO);
    expect(parseDeviceInfo('web|ios')).toBe(DEFAULT_DEVICE_INFO);
    expect(parseDeviceInfo(null)).toBe(DEFAULT_DEVICE_INFO);
  });
  it('is recorded once', () => {
    const first = deviceInfoOf({ os: 'ios' });
    expect(recordDeviceInfoOnce(first, DEFAULT_DEVICE_INFO)).toBe(first);
    expect(recordDeviceInfoOnce(null, first)).toBe(first);
  });
  it('builds client user state defaults from the URL', () => {
    expect(defaultClientUserState('/fr-FR/shop/x')).toEqual({ isMobileDevice: true, contextPath: '/fr-fr/' });
    expect(defaultClientUserState('/shop/x')).toEqual({ isMobileDevice: true, contextPath: '/' });
  });
  it('property: format and parse round-trip', () => {
    fc.assert(
      fc.property(fc.constantFrom('ios', 'android', 'other'), fc.constantFrom('mobile', 'tablet', 'other'), (os, formFactor) => {
        const info = deviceInfoOf({ os, formFactor });
        expect(parseDeviceInfo(formatDeviceInfo(info))).toEqual(info);
      }),
    );
  });
});
