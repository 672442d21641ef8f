import '../agent-contracts.css';
import { isAgentForContractPrompt } from '@wps/contract/lite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { memberInfoQueryOptions } from '../../../shared/query/member-info';
import { readString, writeString } from '../../../shared/storage/storage';
import { CentreDialog } from '../../../shared/ui/centre-dialog';
import { useRequestStatusQuery } from '../api/contracts';
import { useContractsTranslation } from '../i18n';
import { pendingKinds, type KindMeta } from '../kinds';

/** Session marker: the member closed the prompt; it stays closed until the next session. */
export const CONTRACT_PROMPT_KEY = 'AGENT_CONTRACT_POP';

/**
 * Home contract prompt (spec part 2 s2, s3, s4): after member info is renewed, an agent (the contract-prompt reading:
 * any type but 4, 40, 41, 42) with a proposal awaiting its answer sees a dialog naming each kind, leading to that
 * kind's screen. Closing it is remembered for the session. Lazy: it adds nothing to home's first load.
 */
export default function ContractPrompt() {
  const [due] = useState(() => readString(CONTRACT_PROMPT_KEY, 'session') === null);
  // Member info first (the home load's order): its fresh type decides whether the check is made at all.
  const info = useQuery(memberInfoQueryOptions());
  const agent = info.isSuccess && isAgentForContractPrompt(info.data.type);
  const status = useRequestStatusQuery(due && agent);
  const kinds = pendingKinds(status.data);
  const [closed, setClosed] = useState(false);
  // The texts load only when there is something to say: most members never fetch them.
  if (!due || closed || kinds.length === 0) return null;
  return (
    <PromptDialog
      kinds={kinds}
      onClose={() => {
        writeString(CONTRACT_PROMPT_KEY, '1', 'session');
        setClosed(true);
      }}
    />
  );
}

function PromptDialog({ kinds, onClose }: { kinds: readonly KindMeta[]; onClose: () => void }) {
  const { t } = useContractsTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <CentreDialog open onClose={onClose} bodyClassName="ac-prompt-body" className="ac-prompt" testId="contract-prompt" labelledBy="ac-prompt-title">
      <h2 id="ac-prompt-title">{t('ac_prompt_title')}</h2>
      <ul className="ac-prompt-list">
        {kinds.map((k) => (
          <li key={k.kind}>
            <p>{t('ac_prompt_text', { kind: t(k.name) })}</p>
            <button type="button" className="btn btn-primary btn-wide" onClick={() => go(k.path)}>
              {t('ac_prompt_open', { kind: t(k.name) })}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-outline btn-wide" onClick={onClose}>
        {t('ac_prompt_later')}
      </button>
    </CentreDialog>
  );
}
