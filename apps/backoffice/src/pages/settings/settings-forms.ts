import { useOne } from '@refinedev/core';
import {
  isSiteLink,
  LANGUAGES,
  type CustomerService,
  type LanguageCode,
  type MobileTemplate,
  type OpsMerchantLinks,
  type OpsMerchantSettings,
  type OpsMobileTemplate,
  type Resource,
} from '@wps/contract';
import type { ResourceName } from '../../resources';
import { currentMerchant } from '../../session/session';

/** The settings screens: each reads opsMerchantSettings as its own resource; a change refreshes them all. */
export const SETTINGS_RESOURCES = ['maintenance', 'whitelabel', 'mobileTemplate', 'siteLanguages', 'siteLinks'] as const satisfies readonly ResourceName[];

/** The merchant's settings as they are now, read for one settings screen. */
export function useMerchantSettings(resource: (typeof SETTINGS_RESOURCES)[number]) {
  return useOne<OpsMerchantSettings>({ resource, id: currentMerchant() ?? '', errorNotification: false });
}

/** Every language of the contract, by its own name (and code): the player site's choices. */
export const languageOptions = () => LANGUAGES.map((l) => ({ value: l.code as LanguageCode, label: `${l.label} (${l.code})` }));

/**
 * What is wrong with a languages choice (a locale key under siteLanguages), or null: at least one language offered, each
 * once, and the default one of them (the server refuses the rest).
 */
export function languagesProblem(v: { defaultLanguage?: string | null; supportedLanguages?: readonly string[] }): 'needOne' | 'noDefault' | 'defaultNotSupported' | null {
  const supported = v.supportedLanguages ?? [];
  if (supported.length === 0) return 'needOne';
  if (!v.defaultLanguage) return 'noDefault';
  return supported.includes(v.defaultLanguage) ? null : 'defaultNotSupported';
}

/** A CSS colour as the player site takes it: #hex, rgb()/hsl(), or a colour name. Empty keeps the site's default. */
const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|hsl)a?\([\d\s.,%/+-]+\)|[a-z]+)$/i;
export const isColour = (v: string | undefined | null): boolean => !v?.trim() || COLOUR.test(v.trim());

export type TemplateValues = MobileTemplate;

/** The template fields the form changed (trimmed), or null when nothing did (the call wants at least one). */
export function templateChanges(saved: MobileTemplate, values: TemplateValues): OpsMobileTemplate | null {
  const out: Record<string, string> = {};
  for (const key of Object.keys(saved) as (keyof MobileTemplate)[]) {
    const v = values[key];
    if (v === undefined) continue;
    const next = typeof v === 'string' ? v.trim() : v;
    if (next !== saved[key]) out[key] = next;
  }
  return Object.keys(out).length > 0 ? (out as OpsMobileTemplate) : null;
}

export interface LinksValues {
  resources: Resource[];
  customerService: CustomerService[];
}

/** The links as the call takes them: trimmed, empty rows (nothing typed) left out. */
export function linksBody(v: Partial<LinksValues>): Required<OpsMerchantLinks> {
  const resources = (v.resources ?? [])
    .map((r) => ({ resourceType: r.resourceType, url: (r.url ?? '').trim() }))
    .filter((r) => r.resourceType || r.url);
  const customerService = (v.customerService ?? [])
    .map((c) => ({ title: (c.title ?? '').trim(), path: (c.path ?? '').trim(), resourceType: (c.resourceType ?? '').trim() }))
    .filter((c) => c.title || c.path || c.resourceType);
  return { resources, customerService } as Required<OpsMerchantLinks>;
}

/** How many saved links a save drops: resources whose type is gone, channels whose link is gone (asked first). */
export function removedLinks(saved: LinksValues, next: LinksValues): number {
  const types = new Set(next.resources.map((r) => r.resourceType));
  const paths = new Set(next.customerService.map((c) => c.path));
  return saved.resources.filter((r) => !types.has(r.resourceType)).length + saved.customerService.filter((c) => !paths.has(c.path)).length;
}

/** Whether a link is one the server takes for that kind (the contract's own rule). */
export const linkAllowed = (url: string | undefined, kind: 'resource' | 'service'): boolean => !!url?.trim() && isSiteLink(url, kind);

/**
 * A refused call's field errors (OpsHttpError.errors: `customerService.0.path` -> the server's message) as antd form
 * fields (`['customerService', 0, 'path']`); only the fields under the given roots.
 */
export function formFieldErrors(error: unknown, roots: readonly string[]): { name: (string | number)[]; errors: string[] }[] {
  const errors = (error as { errors?: Record<string, string> } | null)?.errors;
  if (!errors) return [];
  return Object.entries(errors)
    .map(([field, message]) => ({ name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [message] }))
    .filter((f) => roots.includes(String(f.name[0])));
}
