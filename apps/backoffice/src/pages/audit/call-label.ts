import { CALLS } from '@wps/contract';
import { RESOURCES } from '../../resources';

// An audit entry names the operator call that made the change (`opsMerchantStatus`). The screen shows it as the page
// and the action an operator knows from the back office ("Maintenance: Edit"), found in resources.ts; a call no page
// makes (sign-in, a command-line call) has a text of its own, and a call still unknown here reads as words.

type Translate = (key: string, options?: Record<string, unknown>, fallback?: string) => string;

/** Every call the audit log records: the operator calls that change something (not GET). */
export const AUDITED_CALLS: readonly string[] = Object.entries(CALLS)
  .filter(([name, call]) => name.startsWith('ops') && call.method !== 'GET')
  .map(([name]) => name);

const OPERATIONS = ['create', 'update', 'remove'] as const;

/** Which resource and action make each audited call (first one wins where two pages share a call). */
export const CALL_ACTIONS: ReadonlyMap<string, { resource: string; action: string }> = (() => {
  const out = new Map<string, { resource: string; action: string }>();
  for (const [resource, def] of Object.entries(RESOURCES) as [string, { create?: string; update?: string; remove?: string; actions?: Record<string, string> }][]) {
    for (const op of OPERATIONS) {
      const call = def[op];
      if (call && !out.has(call)) out.set(call, { resource, action: op });
    }
    for (const [action, call] of Object.entries(def.actions ?? {})) if (!out.has(call)) out.set(call, { resource, action });
  }
  return out;
})();

/** "opsApproveKyc" -> "Approve kyc": the last resort for a call this build does not know. */
export function callWords(call: string): string {
  const words = call
    .replace(/^ops/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : call;
}

/** The call's name as an operator reads it, in the back office's language. */
export function callLabel(translate: Translate, call: string): string {
  const own = translate(`audit.calls.${call}`, undefined, '');
  if (own) return own;
  const made = CALL_ACTIONS.get(call);
  if (made) {
    return translate('audit.callLabel', {
      page: translate(`${made.resource}.title`),
      action: translate(`audit.actions.${made.action}`, undefined, callWords(made.action)),
    });
  }
  return callWords(call);
}
