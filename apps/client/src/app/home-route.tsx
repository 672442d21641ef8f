import { Suspense, useEffect, useState } from 'react';
import HomePage from '../features/system/pages/home-page';
import { isAgentForContractPrompt } from '@wps/contract/boot';
import { useLocation } from 'react-router';
import { isWelcome } from '../features/session/welcome';
import { useSession } from '../shared/session/session-store';
import { ReferralTile } from '../features/promotions/components/referral-tile';
import { SignInTile } from '../features/promotions/components/sign-in-tile';
import { withQuery } from './with-query';
import { lazyChunk } from '../shared/net/load-chunk';

// The lobby (banners, ticker, game menu) is its own chunk, fetched after the home page has painted: the first
// load of /m/home stays within its 100 KB budget.
const HomeLobby = lazyChunk(withQuery(() => import('../features/games/components/home-lobby')));
// The notice popup is for members only and comes after the first paint as well.
const NoticePopup = lazyChunk(withQuery(() => import('../features/messages/components/notice-popup')));
// A member's sign-in shortcut asks the promo counters: it comes after the first paint as well.
const MemberSignInTile = lazyChunk(withQuery(() => import('../features/promotions/components/member-sign-in-tile')));
// Home additions (issue 14), each its own chunk after the first paint: the lobby news (messages) and the app-bonus
// tile (promotions). The winners ticker rides in the lobby's chunk (games).
const LobbyNews = lazyChunk(withQuery(() => import('../features/messages/components/lobby-news')));
const AppBonusTile = lazyChunk(withQuery(() => import('../features/promotions/components/app-bonus-tile')));
// The app download bar (no server queries) floats above the bottom menu once home has painted: no layout shift.
const DownloadBar = lazyChunk(() => import('../features/app-download/components/download-bar'));
// The pending-contract check (agents, after member info) and its dialog: its own chunk after the first paint.
const ContractPrompt = lazyChunk(withQuery(() => import('../features/agent-contracts/components/contract-prompt')));
// The greeting of a member who has just signed up (issue 33 item 26), only when the register page sent them here.
const WelcomeCard = lazyChunk(() => import('../features/session/components/welcome-card'));

function LobbySkeleton() {
  return (
    <div style={{ display: 'grid', gap: 10, minWidth: 0 }} aria-busy="true" aria-live="polite">
      <div className="sk" style={{ width: '100%', aspectRatio: '5 / 2', borderRadius: 14 }} />
      <div className="sk sk-line" />
      <div className="sk sk-line sk-short" />
    </div>
  );
}

/** Home composed from features: the page frame (system), the game lobby (games) and shortcut tiles (promotions). */
export function HomeRoute() {
  // The lobby's chunk is requested only once home has committed, so it never competes with the first render.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const session = useSession();
  const member = session !== null;
  const welcome = isWelcome(useLocation().state);
  return (
    <>
      {painted && member ? (
        <Suspense fallback={null}>
          <NoticePopup />
        </Suspense>
      ) : null}
      {painted && session && isAgentForContractPrompt(session.type) ? (
        <Suspense fallback={null}>
          <ContractPrompt />
        </Suspense>
      ) : null}
      <HomePage
      tiles={
        <>
          {member ? (
            painted ? (
              <Suspense fallback={null}>
                <MemberSignInTile />
              </Suspense>
            ) : null
          ) : (
            <SignInTile due={false} />
          )}
          <ReferralTile />
          {painted ? (
            <Suspense fallback={null}>
              <AppBonusTile />
            </Suspense>
          ) : null}
        </>
      }
      lobby={
        // The slot holds a screen's height from the start, so the lobby arriving does not push the tiles and footer
        // below it around on screen (layout shift).
        <>
          {welcome && member ? (
            <Suspense fallback={null}>
              <WelcomeCard />
            </Suspense>
          ) : null}
          <div className="home-lobby-slot">
            {painted ? (
              <Suspense fallback={<LobbySkeleton />}>
                <HomeLobby />
              </Suspense>
            ) : (
              <LobbySkeleton />
            )}
          </div>
          {/* Below the lobby's screen-tall slot: news arriving moves nothing the player sees. */}
          {painted ? (
            <Suspense fallback={null}>
              <LobbyNews />
            </Suspense>
          ) : null}
        </>
      }
      />
      {/* After the page: its spacer only lengthens the end of the page, so nothing on screen moves. */}
      {painted ? (
        <Suspense fallback={null}>
          <DownloadBar />
        </Suspense>
      ) : null}
    </>
  );
}
