import { defineModule } from '../../platform/module.js';
import { memberPlayerRoutes } from './routes.js';

/** The member's own data: profile, passwords, security questions, bank cards (and the tables behind members). */
export const memberModule = defineModule('member', { player: memberPlayerRoutes });

// What other modules use: the member rows, the login-password budget, payment password and bank cards.
export { accountRepo, bankCardRepo, memberRepo, type MemberKey, type NewMember } from './repo.js';
export { guardLogin, verifyMemberPassword, type LoginAttempt, type LoginCheck } from './password-guard.js';
export { checkNewPassword, invalidFields, setPassword, type FieldError } from './service.js';
export { cardView, hasPaymentPassword, maskAccount, realMember, setEmail, verifyPaymentPassword } from './security.js';
export { answersMatch, recoveryQuestions, seedSecurityQuestions } from './questions.js';
export {
  memberLoggedIn,
  memberRegistered,
  publishMemberLoggedIn,
  publishMemberRegistered,
  type MemberLoggedIn,
  type MemberRegistered,
} from './events.js';
// The member figures of the operator's dashboard (system module).
export { memberStats } from './stats-repo.js';
// Support staff's side of members (served by the member-ops module, which adds the money domains' figures) and the
// login history and lock checks the session module runs at login.
export {
  accessBarOf,
  endMemberSessions,
  loginRefusal,
  onAccessBar,
  type AccessBar,
  lockMember,
  memberLogins,
  memberOf,
  memberProfile,
  memberSessions,
  memberState,
  recordLogin,
  resetMemberPassword,
  searchMembers,
  signOutMember,
  unlockMember,
  type MemberState,
} from './ops-service.js';
