import { describe, expect, it } from 'vitest';
import type { BrowserEnv, Platform } from './platform';
import { addToHomeTip, defaultGuide, downloadBarDecision, heroBackground, suitableLink, type AppLinks } from './rules';

const none: AppLinks = { android: null, ios: null, profile: null, icon: null };
const all: AppLinks = { android: 'https://x/a.apk', ios: 'https://x/ios', profile: 'https://x/p.mobileconfig', icon: 'https://x/i.png' };
const env = (platform: Platform, extra: Partial<BrowserEnv> = {}): BrowserEnv => ({ platform, standalone: false, nativeApp: false, ...extra });

describe('download bar', () => {
  it.each<Platform>(['android', 'ios-safari', 'ios-other-browser', 'ios-legacy', 'desktop'])('is hidden on %s when the merchant has no app link', (p) => {
    expect(downloadBarDecision(env(p), false, none)).toEqual({ show: false, remember: false });
    // The icon alone is no way to install.
    expect(downloadBarDecision(env(p), false, { ...none, icon: 'https://x/i.png' }).show).toBe(false);
    // Unless the browser offers to install this site as an app (issue 32).
    expect(downloadBarDecision(env(p), false, none, true)).toEqual({ show: true, remember: false });
  });
  it.each<[Platform, Partial<AppLinks>, boolean]>([
    ['android', { android: 'a' }, true],
    ['android', { ios: 'i', profile: 'p' }, false],
    ['ios-safari', { ios: 'i' }, true],
    ['ios-safari', { profile: 'p' }, true],
    ['ios-safari', { android: 'a' }, false],
    ['ios-other-browser', { profile: 'p' }, true],
    ['ios-legacy', { ios: 'i' }, true],
    ['ios-legacy', { profile: 'p' }, false],
    ['desktop', { android: 'a' }, true],
    ['desktop', { ios: 'i' }, true],
    ['desktop', { profile: 'p' }, false],
  ])('on %s with %o: shown %s', (p, links, shown) => {
    expect(downloadBarDecision(env(p), false, { ...none, ...links })).toEqual({ show: shown, remember: false });
    expect(suitableLink(p, { ...none, ...links }) !== null).toBe(shown);
  });
  it('stays hidden once dismissed', () => {
    expect(downloadBarDecision(env('android'), true, all)).toEqual({ show: false, remember: false });
  });
  it('is hidden and flagged in an installed web app', () => {
    expect(downloadBarDecision(env('android', { standalone: true }), false, all)).toEqual({ show: false, remember: true });
  });
  it('is hidden for an iOS home-screen clip without an iOS link', () => {
    expect(downloadBarDecision(env('ios-safari', { standalone: true }), false, none).show).toBe(false);
  });
  it('is never shown inside the native app, and does not touch the flag there', () => {
    expect(downloadBarDecision(env('android', { nativeApp: true }), false, all)).toEqual({ show: false, remember: false });
    expect(downloadBarDecision(env('ios-safari', { nativeApp: true, standalone: true }), false, all).remember).toBe(false);
  });
});

describe('add-to-home prompt', () => {
  it('tip 1 (profile) when a MOBILECONFIG link exists, else tip 2 (manual steps)', () => {
    expect(addToHomeTip(env('ios-safari'), all)).toEqual({ tip: 1, legacy: false });
    expect(addToHomeTip(env('ios-safari'), none)).toEqual({ tip: 2, legacy: false });
    expect(addToHomeTip(env('ios-other-browser'), none)).toEqual({ tip: 2, legacy: false });
  });
  it('legacy iOS gets the manual steps with legacy tips, even with a profile', () => {
    expect(addToHomeTip(env('ios-legacy'), all)).toEqual({ tip: 2, legacy: true });
  });
  it.each<[Platform, Partial<BrowserEnv>]>([
    ['android', {}],
    ['desktop', {}],
    ['ios-safari', { standalone: true }],
    ['ios-safari', { nativeApp: true }],
  ])('is hidden on %s %o', (p, extra) => {
    expect(addToHomeTip(env(p, extra), all)).toBeNull();
  });
});

describe('page helpers', () => {
  it('opens the guide of the device', () => {
    expect(defaultGuide('android')).toBe('android');
    expect(defaultGuide('desktop')).toBe('android');
    expect(defaultGuide('ios-safari')).toBe('ios');
    expect(defaultGuide('ios-legacy')).toBe('ios');
  });
  it('reads app_background as a colour or an image', () => {
    expect(heroBackground('#0f1923')).toEqual({ background: '#0f1923' });
    expect(heroBackground('https://cdn/x.jpg')).toEqual({ backgroundImage: 'url("https://cdn/x.jpg")' });
    expect(heroBackground('/static/bg.png')).toEqual({ backgroundImage: 'url("/static/bg.png")' });
    expect(heroBackground('  ')).toEqual({});
  });
});
