import { usePromoCountersQuery } from '../../../shared/query/promo-counters';
import { SignInTile } from './sign-in-tile';

/**
 * A member's home sign-in shortcut: shown while the daily sign-in runs, its dot from the LOGIN counter. Loaded after
 * home has painted, with the query layer (app/with-query.tsx), so neither weighs on the first load.
 */
export default function MemberSignInTile() {
  const login = usePromoCountersQuery().data?.LOGIN;
  if (!login?.enabled) return null;
  return <SignInTile due={login.count > 0} />;
}
