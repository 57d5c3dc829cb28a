import { describe, expect, it } from 'vitest';
import { detectDevice } from '../../../adapters/src/browser/device-detection.js';

/** Device detection for the device info (shell-and-account.md §4; decision 0444). */
describe('detectDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5, { os: 'ios', formFactor: 'mobile' }],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 5, { os: 'ios', formFactor: 'tablet' }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 5, { os: 'ios', formFactor: 'tablet' }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 0, { os: null, formFactor: null }],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 5, { os: 'android', formFactor: 'mobile' }],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 5, { os: 'android', formFactor: 'tablet' }],
    ['Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5', 0, { os: null, formFactor: 'mobile' }],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 0, { os: null, formFactor: null }],
  ])('%s (%i touch points)', (ua, touch, expected) => {
    expect(detectDevice(ua, touch)).toEqual(expected);
  });
});
