import { hub88SubPartnerId, type Hub88UserInfoAnswer } from '@wps/contract';
import type { Executor } from '../../../db/client.js';
import type { Member, Merchant } from '../../../db/schema.js';
import { accountRepo } from '../../member/index.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The player's details /user/info adds to the balance (Hub88 asks for every one the operator has): the site
 * (sub_partner_id), the registration date, the birth date from the profile when it is a date, and the country of
 * the merchant's market. No jurisdiction is kept per merchant, so none is sent.
 */
export async function playerFacts(
  db: Executor,
  merchant: Merchant,
  member: Member,
): Promise<Pick<Hub88UserInfoAnswer, 'sub_partner_id' | 'registration_date' | 'birth_date' | 'country'>> {
  const account = await accountRepo.findByMember(db, merchant.id, member.id);
  const birthday = account?.profile.birthday;
  const country = merchant.registerSettings.country?.code;
  return {
    sub_partner_id: hub88SubPartnerId(merchant.id),
    registration_date: member.createdAt.toISOString().slice(0, 10),
    ...(birthday && ISO_DATE.test(birthday) ? { birth_date: birthday } : {}),
    ...(country && /^[A-Z]{2}$/.test(country) ? { country } : {}),
  };
}
