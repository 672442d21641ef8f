import { describe, expect, it } from 'vitest';
import { ErrorCode, LANGUAGES, type MobileTemplate } from '@wps/contract';
import { OpsHttpError } from '../../api/ops-client';
import { formFieldErrors, isColour, languageOptions, languagesProblem, linkAllowed, linksBody, removedLinks, templateChanges } from './settings-forms';

describe('languages', () => {
  it('offers every language of the contract by its own name', () => {
    const options = languageOptions();
    expect(options).toHaveLength(LANGUAGES.length);
    expect(options[0]).toEqual({ value: 'EN', label: 'English (EN)' });
  });

  it.each([
    [{ defaultLanguage: 'EN', supportedLanguages: ['EN', 'CN'] }, null],
    [{ defaultLanguage: 'TH', supportedLanguages: ['EN', 'CN'] }, 'defaultNotSupported'],
    [{ defaultLanguage: 'EN', supportedLanguages: [] }, 'needOne'],
    [{ defaultLanguage: undefined, supportedLanguages: ['EN'] }, 'noDefault'],
    [{ defaultLanguage: null, supportedLanguages: undefined }, 'needOne'],
  ])('checks the default is among the supported: %j -> %s', (v, want) => {
    expect(languagesProblem(v)).toBe(want);
  });
});

describe('mobile template', () => {
  const saved: MobileTemplate = {
    app_background: '#0f1923',
    app_desc: 'Play anywhere.',
    app_desc_font_color: '#ffffff',
    mem_cen: '1',
    dep_func: '1',
    primary_color: '#f5a623',
    css_name: 'default',
  };

  it('sends only the fields changed, trimmed', () => {
    expect(templateChanges(saved, { ...saved, mem_cen: '0', app_desc: '  New text ', primary_color: ' #f5a623 ' })).toEqual({ mem_cen: '0', app_desc: 'New text' });
  });

  it('sends nothing when nothing changed', () => {
    expect(templateChanges(saved, { ...saved })).toBeNull();
  });

  it.each([
    ['#fff', true],
    ['#f5a623', true],
    ['#f5a623cc', true],
    ['rgb(245, 166, 35)', true],
    ['hsla(0, 50%, 50%, 0.5)', true],
    ['white', true],
    ['', true],
    ['#12', false],
    ['url(javascript:alert(1))', false],
    ['red; background: url(x)', false],
  ])('colour %j: %s', (v, ok) => {
    expect(isColour(v)).toBe(ok);
  });
});

describe('links', () => {
  it('trims and leaves out empty rows', () => {
    const body = linksBody({
      resources: [
        { resourceType: 'TELEGRAM', url: ' https://t.me/x ' },
        { resourceType: '' as 'IOS', url: '' },
      ],
      customerService: [
        { title: ' CS ', path: ' mailto:a@b.example ', resourceType: ' CS ' },
        { title: '', path: '', resourceType: '' },
      ],
    });
    expect(body).toEqual({
      resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }],
      customerService: [{ title: 'CS', path: 'mailto:a@b.example', resourceType: 'CS' }],
    });
  });

  it.each([
    ['https://t.me/x', 'resource', true],
    ['/static/icon.png', 'resource', true],
    ['mailto:a@b.example', 'resource', false],
    ['mailto:a@b.example', 'service', true],
    ['tel:+86 123 4567', 'service', true],
    ['javascript:alert(1)', 'service', false],
    ['//evil.example', 'resource', false],
    ['', 'service', false],
  ] as const)('link %j as %s: %s', (url, kind, ok) => {
    expect(linkAllowed(url, kind)).toBe(ok);
  });

  it('counts the saved links a save drops', () => {
    const saved = {
      resources: [
        { resourceType: 'TELEGRAM' as const, url: 'https://t.me/a' },
        { resourceType: 'WHATSAPP' as const, url: 'https://wa.me/1' },
      ],
      customerService: [{ title: 'CS', path: 'mailto:a@b.example', resourceType: 'CS' }],
    };
    expect(removedLinks(saved, saved)).toBe(0);
    expect(removedLinks(saved, { resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/b' }], customerService: [] })).toBe(2);
  });

  it("puts the server's field errors on the form's fields", () => {
    const error = new OpsHttpError(422, ErrorCode.VALIDATION, [
      { field: 'customerService.1.path', message: 'an http(s), mailto: or tel: link' },
      { field: 'resources', message: 'one resource per type' },
      { field: 'body', message: 'bad' },
    ]);
    expect(formFieldErrors(error, ['resources', 'customerService'])).toEqual([
      { name: ['customerService', 1, 'path'], errors: ['an http(s), mailto: or tel: link'] },
      { name: ['resources'], errors: ['one resource per type'] },
    ]);
    expect(formFieldErrors(new Error('network'), ['resources'])).toEqual([]);
  });
});
