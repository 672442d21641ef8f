import { z } from 'zod';
import { defineEvent, type EventPayload } from '../../platform/events.js';

// Events about members' accounts (platform/events.ts), written in the transaction of the change they report.
// Registration and login are the session module's; the events are the member domain's, so any module can subscribe.

/** A member account was created: registration by user name or mobile number, or a trial (free-play) account. */
export const memberRegistered = defineEvent(
  'member.registered',
  z.object({
    memberId: z.number().int(),
    username: z.string(),
    /** MemberType: 0 member, 4 trial, ... */
    type: z.number().int(),
    method: z.enum(['username', 'mobile', 'trial']),
  }),
);

/** A member logged in (a session was opened with a password or an SMS code). */
export const memberLoggedIn = defineEvent(
  'member.logged-in',
  z.object({
    memberId: z.number().int(),
    method: z.enum(['password', 'sms']),
  }),
);

export type MemberRegistered = EventPayload<typeof memberRegistered>;
export type MemberLoggedIn = EventPayload<typeof memberLoggedIn>;
export const publishMemberRegistered = memberRegistered.publish;
export const publishMemberLoggedIn = memberLoggedIn.publish;
