import { describe, expect, it } from 'vitest';
import { detectPlatform, iosVersion, isLegacyIos, isNativeApp, isStandalone, type Platform } from './platform';

const UA = {
  pixel7:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  iphoneWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]',
  ios12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ios12_2:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ios11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  ios10Chrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) CriOS/56.0.2924.75 Mobile/14E5239e Safari/602.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidNative:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 WPSApp/2.3.0',
};

describe('detectPlatform', () => {
  it.each<[keyof typeof UA, number, Platform]>([
    ['pixel7', 5, 'android'],
    ['androidNative', 5, 'android'],
    ['iphoneSafari', 5, 'ios-safari'],
    ['ios12_2', 5, 'ios-safari'],
    ['iphoneChrome', 5, 'ios-other-browser'],
    ['iphoneFirefox', 5, 'ios-other-browser'],
    ['iphoneWebView', 5, 'ios-other-browser'],
    ['iphoneFacebook', 5, 'ios-other-browser'],
    ['ios12_1', 5, 'ios-legacy'],
    ['ios11', 5, 'ios-legacy'],
    ['ios10Chrome', 5, 'ios-legacy'],
    ['ipadOs', 5, 'ios-safari'],
    ['ipadOs', 0, 'desktop'],
    ['desktopChrome', 0, 'desktop'],
  ])('%s (touch points %i) -> %s', (name, touch, expected) => {
    expect(detectPlatform(UA[name], touch)).toBe(expected);
  });
});

describe('iOS versions', () => {
  it('reads major and minor from the agent', () => {
    expect(iosVersion(UA.iphoneSafari)).toEqual({ major: 16, minor: 0 });
    expect(iosVersion(UA.ios11)).toEqual({ major: 11, minor: 4 });
    expect(iosVersion(UA.pixel7)).toBeNull();
  });
  it.each([
    [{ major: 10, minor: 3 }, true],
    [{ major: 11, minor: 4 }, true],
    [{ major: 12, minor: 0 }, true],
    [{ major: 12, minor: 1 }, true],
    [{ major: 12, minor: 2 }, false],
    [{ major: 12, minor: 4 }, false],
    [{ major: 17, minor: 0 }, false],
  ])('%o legacy = %s', (v, legacy) => expect(isLegacyIos(v)).toBe(legacy));
  it('an unknown version is not legacy', () => expect(isLegacyIos(null)).toBe(false));
});

describe('installed and native app', () => {
  it.each([
    [true, undefined, true],
    [false, true, true],
    [false, false, false],
    [false, undefined, false],
  ])('display-mode standalone %s, navigator.standalone %s -> %s', (dm, nav, expected) => {
    expect(isStandalone(dm, nav)).toBe(expected);
  });
  it('recognises the native app by its user agent marker only', () => {
    expect(isNativeApp(UA.androidNative)).toBe(true);
    expect(isNativeApp(UA.pixel7)).toBe(false);
    expect(isNativeApp(UA.iphoneSafari)).toBe(false);
  });
});
