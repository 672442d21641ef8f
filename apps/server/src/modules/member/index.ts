import { defineModule } from '../../platform/module.js';
import { memberPlayerRoutes } from './routes.js';

/** The member's own data: profile, passwords, security questions, bank cards (and the tables behind members). */
export const memberModule = defineModule('member', { player: memberPlayerRoutes });

// What other modules use: the member rows, the login-password budget, payment password and bank cards.
export { accountRepo, bankCardRepo, memberRepo, type MemberKey, type NewMember } from './repo.js';
export { guardLogin, verifyMemberPassword, type LoginAttempt, type LoginCheck } from './password-guard.js';
export { checkNewPassword, invalidFields, setPassword, type FieldError } from './service.js';
export { cardView, hasPaymentPassword, maskAccount, realMember, setEmail, verifyPaymentPassword } from './security.js';
export { seedSecurityQuestions } from './questions.js';
export {
  memberLoggedIn,
  memberRegistered,
  publishMemberLoggedIn,
  publishMemberRegistered,
  type MemberLoggedIn,
  type MemberRegistered,
} from './events.js';
