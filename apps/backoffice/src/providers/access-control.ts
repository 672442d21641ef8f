import type { AccessControlProvider } from '@refinedev/core';
import { CALLS, type OperatorRole } from '@wps/contract';
import { t } from '../i18n/i18n';
import { callOf, isGroup, isResource, RESOURCES } from '../resources';
import { currentRoles, getIdentity } from '../session/session';

/** Whether roles allow a call: staff and visitor calls are everyone's; operator calls need one of their roles. */
export function rolesAllow(roles: readonly OperatorRole[], name: keyof typeof CALLS): boolean {
  const call = CALLS[name] as { access: string; roles?: readonly OperatorRole[] };
  if (call.access !== 'operator') return true;
  return roles.includes('admin') || (call.roles ?? []).some((r) => roles.includes(r));
}

/** Whether the roles allow an action of a resource (or a menu group: one of its resources' lists). */
export function canDo(roles: readonly OperatorRole[], resource: string | undefined, action: string): boolean {
  if (!resource) return true;
  if (isGroup(resource)) {
    return Object.entries(RESOURCES).some(([name, def]) => 'group' in def && def.group === resource && canDo(roles, name, 'list'));
  }
  if (!isResource(resource)) return false;
  const call = callOf(resource, action);
  // A resource's own page without a call of that action (the account page's "list") is open to every operator.
  return call ? rolesAllow(roles, call) : action === 'list';
}

/**
 * Menu items and buttons follow the operator's roles at the current merchant (from opsMe's grants); the server checks
 * every call anyway. Hidden rather than disabled: an operator sees what they can do.
 */
export function createAccessControlProvider(): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      if (!getIdentity()) return { can: false, reason: t('access.signedOut') };
      const can = canDo(currentRoles(), resource, action);
      return can ? { can } : { can, reason: t('access.denied') };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
