import { useLocation } from 'react-router';
import { ContractScreen } from '../components/contract-screen';
import { kindOfPath } from '../kinds';

/**
 * The three contract screens (/m/member/agent/getSalaryContract, getDevidendContract, getHourContract): one lazy page
 * for all three, so the router's first load carries one loader, not three. The path names the kind.
 */
export default function ContractPage() {
  const kind = kindOfPath(useLocation().pathname);
  // Keyed by kind: moving between the three screens starts each with its own fresh state.
  return <ContractScreen key={kind} kind={kind} />;
}
