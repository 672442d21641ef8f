import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { OpsVipLevel } from '@wps/contract';
import {
  bannerBody,
  changedFields,
  editorHtml,
  fieldMessages,
  filterValue,
  imageOk,
  linkOk,
  moneyInput,
  noticeCreateBodies,
  noticeUpdateBody,
  promotionBody,
  rateInput,
  showingOf,
  vipLevelChange,
  vipValuesOf,
  windowOf,
  windowToBody,
  windowValid,
} from './content-values';
import { safeEditorUrl, sameHtml } from './rich-text';
import { OpsHttpError } from '../../api/ops-client';

const at = (iso: string) => dayjs(iso);

describe('content forms: showing windows', () => {
  it('turns a range picker into startsAt / endsAt and back, open ends as null', () => {
    expect(windowToBody(undefined)).toEqual({ startsAt: null, endsAt: null });
    expect(windowToBody([at('2030-01-01T00:00:00Z'), null])).toEqual({ startsAt: '2030-01-01T00:00:00.000Z', endsAt: null });
    expect(windowToBody([null, at('2030-02-01T10:00:00Z')])).toEqual({ startsAt: null, endsAt: '2030-02-01T10:00:00.000Z' });
    expect(windowOf({ startsAt: null, endsAt: null })).toBeUndefined();
    const w = windowOf({ startsAt: '2030-01-01T00:00:00.000Z', endsAt: null })!;
    expect(w[0]!.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(w[1]).toBeNull();
  });

  it('wants the end after the start', () => {
    expect(windowValid(undefined)).toBe(true);
    expect(windowValid([at('2030-01-02T00:00:00Z'), at('2030-01-01T00:00:00Z')])).toBe(false);
    expect(windowValid([at('2030-01-01T00:00:00Z'), at('2030-01-01T00:00:00Z')])).toBe(false);
    expect(windowValid([at('2030-01-01T00:00:00Z'), at('2030-01-02T00:00:00Z')])).toBe(true);
  });

  it('tells whether a row shows now', () => {
    const now = Date.parse('2030-06-01T00:00:00Z');
    expect(showingOf({ enabled: false, startsAt: null, endsAt: null }, now)).toBe('off');
    expect(showingOf({ enabled: true, startsAt: null, endsAt: null }, now)).toBe('live');
    expect(showingOf({ enabled: true, startsAt: '2030-07-01T00:00:00Z', endsAt: null }, now)).toBe('scheduled');
    expect(showingOf({ enabled: true, startsAt: null, endsAt: '2030-05-01T00:00:00Z' }, now)).toBe('ended');
  });
});

describe('content forms: banners and notices', () => {
  it('checks links and pictures as the contract does', () => {
    expect(linkOk('')).toBe(true);
    expect(linkOk('/m/activity')).toBe(true);
    expect(linkOk('https://example.com/x')).toBe(true);
    expect(linkOk('javascript:alert(1)')).toBe(false);
    expect(linkOk('//evil.example')).toBe(false);
    expect(imageOk(null)).toBe(true);
    expect(imageOk('/static/b.png')).toBe(true);
    expect(imageOk('http://example.com/b.png')).toBe(false);
    expect(imageOk('data:image/png;base64,AAAA')).toBe(false);
  });

  it('makes a banner body: empty picture and link are null (generated art), an empty order is left out', () => {
    expect(bannerBody({ groupName: 'm_home', title: '  Spring  ', imageUrl: ' ', linkUrl: '', sort: null, enabled: true, window: undefined })).toEqual({
      groupName: 'm_home',
      title: 'Spring',
      imageUrl: null,
      linkUrl: null,
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
    expect(bannerBody({ groupName: 'm_live', title: 'A', imageUrl: '/static/a.png', linkUrl: '/m/home', sort: 3, enabled: false })).toMatchObject({
      imageUrl: '/static/a.png',
      linkUrl: '/m/home',
      sort: 3,
      enabled: false,
    });
  });

  it('publishes a notice with what the publishing call knows, and the rest as a change after it', () => {
    const plain = noticeCreateBodies({ type: 'PL', title: ' Hi ', content: ' Text ', enabled: true, window: undefined });
    expect(plain).toEqual({ create: { type: 'PL', title: 'Hi', content: 'Text' }, then: null });
    const more = noticeCreateBodies({
      type: 'PU',
      title: 'Hi',
      content: 'Text',
      sort: 2,
      enabled: false,
      window: [at('2030-01-01T00:00:00Z'), at('2030-02-01T00:00:00Z')],
    });
    expect(more.create).toEqual({ type: 'PU', title: 'Hi', content: 'Text', endsAt: '2030-02-01T00:00:00.000Z' });
    expect(more.then).toEqual({ startsAt: '2030-01-01T00:00:00.000Z', sort: 2, enabled: false });
    expect(noticeUpdateBody({ type: 'PL', title: 'T', content: 'C', sort: 1, enabled: true })).toEqual({
      type: 'PL',
      title: 'T',
      content: 'C',
      sort: 1,
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it('reads a filter of Refine', () => {
    expect(filterValue([{ field: 'group', operator: 'eq', value: 'm_home' }], 'group')).toBe('m_home');
    expect(filterValue([], 'group')).toBe('');
  });
});

describe('content forms: promotions', () => {
  const values = {
    category: 'deposit_promo',
    title: ' Reload ',
    participation: 'apply',
    remarkRequired: true,
    imageRequired: false,
    linkedPromotionId: undefined,
    enabled: true,
    sort: null,
    noExpiry: true,
    window: [at('2030-01-01T00:00:00Z'), at('2030-02-01T00:00:00Z')] as [dayjs.Dayjs, dayjs.Dayjs],
  };

  it('sends a slug only when creating, no end without expiry, and empty editor content as none', () => {
    const created = promotionBody({ ...values, slug: 'reload-2' }, '<p></p>', true);
    expect(created).toMatchObject({ slug: 'reload-2', title: 'Reload', content: '', linkedPromotionId: null, noExpiry: true, endsAt: null });
    expect(created.startsAt).toBe('2030-01-01T00:00:00.000Z');
    expect(created).not.toHaveProperty('sort');
    const edited = promotionBody({ ...values, slug: 'ignored', noExpiry: false, sort: 4 }, '<p>Hi</p>', false);
    expect(edited).not.toHaveProperty('slug');
    expect(edited).toMatchObject({ content: '<p>Hi</p>', sort: 4, endsAt: '2030-02-01T00:00:00.000Z' });
  });

  it('keeps an editor empty only when it is', () => {
    expect(editorHtml('<p></p>')).toBe('');
    expect(editorHtml('<p><br></p>')).toBe('');
    expect(editorHtml('<p>x</p>')).toBe('<p>x</p>');
  });

  it("tells the server's writing apart from its sanitizer's changes", () => {
    expect(sameHtml('<p>a</p><img src="/x.png" alt="">', '<p>a</p><img src="/x.png" alt="" loading="lazy" />')).toBe(true);
    expect(sameHtml('<p><a href="https://e.example">e</a></p>', '<p><a href="https://e.example" target="_blank" rel="noopener noreferrer nofollow">e</a></p>')).toBe(true);
    expect(sameHtml('<p><a href="http://e.example">e</a></p>', '<p><a>e</a></p>')).toBe(false);
    expect(sameHtml('<p>a</p><script>x</script>', '<p>a</p>')).toBe(false);
  });

  it('accepts only the addresses the server keeps', () => {
    expect(safeEditorUrl('https://example.com/a', false)).toBe('https://example.com/a');
    expect(safeEditorUrl('/m/activity', false)).toBe('/m/activity');
    expect(safeEditorUrl('mailto:help@example.com', false)).toBe('mailto:help@example.com');
    expect(safeEditorUrl('#terms', false)).toBe('#terms');
    expect(safeEditorUrl('mailto:help@example.com', true)).toBeNull();
    expect(safeEditorUrl('http://example.com/a', false)).toBeNull();
    expect(safeEditorUrl('java\tscript:alert(1)', false)).toBeNull();
    expect(safeEditorUrl('//evil.example/x', true)).toBeNull();
    expect(safeEditorUrl('data:image/png;base64,AA', true)).toBeNull();
    expect(safeEditorUrl('', false)).toBeNull();
  });
});

describe('content forms: VIP levels', () => {
  it('normalises money and rates as the calls take them', () => {
    expect(moneyInput('1,000.5')).toBe('1000.50');
    expect(moneyInput('007')).toBe('7.00');
    expect(moneyInput(12)).toBe('12.00');
    expect(moneyInput('1.234')).toBeUndefined();
    expect(moneyInput('-1')).toBeUndefined();
    expect(moneyInput('')).toBeUndefined();
    expect(rateInput('0.5')).toBe('0.50');
    expect(rateInput('100')).toBe('100.00');
    expect(rateInput('100.01')).toBeUndefined();
    expect(rateInput('abc')).toBeUndefined();
  });

  const level: OpsVipLevel = {
    level: 2,
    name: 'Silver',
    depositThreshold: '1000.00',
    betThreshold: '5000.00',
    upgradeBonus: '18.00',
    monthlyBonus: '0.00',
    birthdayBonus: '0.00',
    rebateRate: '0.50',
    dailyWithdrawals: 5,
    dailyWithdrawLimit: '50000.00',
    exclusiveTour: false,
    notes: { EN: 'Hi' },
  };

  it('sends only what changed', () => {
    expect(vipLevelChange(level, vipValuesOf(level))).toEqual({});
    expect(vipLevelChange(level, { ...vipValuesOf(level), depositThreshold: '1000', betThreshold: '6,000', rebateRate: '0.5', name: ' Silver ' })).toEqual({
      betThreshold: '6000.00',
    });
    expect(vipLevelChange(level, { ...vipValuesOf(level), exclusiveTour: true, dailyWithdrawals: 6 })).toEqual({ exclusiveTour: true, dailyWithdrawals: 6 });
    expect(changedFields({ a: 1, b: { x: 1 } }, { a: 1, b: { x: 2 } })).toEqual({ b: { x: 2 } });
  });

  it("reads the server's field messages of a 422", () => {
    const refused = new OpsHttpError(422, 'VALIDATION', [{ field: 'depositThreshold', message: 'level 3 must need more deposits than level 2' }]);
    expect(fieldMessages(refused)).toEqual({ depositThreshold: 'level 3 must need more deposits than level 2' });
    expect(fieldMessages(new Error('x'))).toEqual({});
    expect(fieldMessages(null)).toEqual({});
  });
});
