import '../missions.css';
import { MISSION_PERIODS, type MissionPeriod } from '@wps/contract/lite';
import type { Mission } from '@wps/contract';
import { useEffect, type ReactNode } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useMissionListQuery } from '../api/missions';
import { timeLeft, useNow } from '../components/countdown';
import { MissionCard } from '../components/mission-card';
import { useMissionsTranslation } from '../i18n';

/** What the page needs to claim a completed mission's reward (the reward centre's button, composed by the app). */
export type ClaimSlot = (reward: { id: number; title: string }) => ReactNode;

/**
 * Missions (/m/rewardCenter/missions, issue 14): today's and this week's missions with the member's progress and the
 * time left in each period; a completed mission's reward is claimed here as in the reward centre. Members only.
 */
export default function MissionsPage({ claim }: { claim: ClaimSlot }) {
  const { t } = useMissionsTranslation();
  return (
    <MoneyPage title={t('ms_title')} testId="missions-page">
      <MissionSections claim={claim} />
      <p className="mn-note">{t('ms_note')}</p>
    </MoneyPage>
  );
}

function MissionSections({ claim }: { claim: ClaimSlot }) {
  const { t, lng } = useMissionsTranslation();
  const q = useMissionListQuery(lng);
  const now = useNow(q.data?.now, q.dataUpdatedAt);
  // A period that ends starts the next one: reload it.
  const over = q.data?.list.some((m) => timeLeft(m.periodEnd, now).over) ?? false;
  const refetch = q.refetch;
  const fetching = q.isFetching;
  useEffect(() => {
    if (over && !fetching) void refetch();
  }, [over, fetching, refetch]);

  if (q.isPending) return <ListSkeleton rows={3} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.list.length === 0) return <EmptyState text={t('ms_empty')} testId="missions-empty" />;
  return (
    <>
      {MISSION_PERIODS.map((period) => (
        <Section key={period} period={period} missions={q.data.list.filter((m) => m.period === period)} now={now} claim={claim} />
      ))}
    </>
  );
}

function Section({ period, missions, now, claim }: { period: MissionPeriod; missions: Mission[]; now: number; claim: ClaimSlot }) {
  const { t } = useMissionsTranslation();
  const [first] = missions;
  if (!first) return null;
  const left = timeLeft(first.periodEnd, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = left.d > 0 ? t('ms_left_days', { d: left.d, h: left.h }) : `${pad(left.h)}:${pad(left.m)}:${pad(left.s)}`;
  const id = `ms-h-${period}`;
  return (
    <section className="ms-section" aria-labelledby={id} data-testid={`missions-${period}`}>
      <div className="ms-section-head">
        <h2 id={id}>{t(`ms_period_${period}`)}</h2>
        <span className="ms-left" role="timer" aria-label={t('ms_ends_in', { time })}>
          {t('ms_ends_in', { time })}
        </span>
      </div>
      <ul className="ms-list">
        {missions.map((m) => (
          <MissionCard key={m.id} mission={m} claim={m.rewardId ? claim({ id: m.rewardId, title: m.title }) : null} />
        ))}
      </ul>
    </section>
  );
}

