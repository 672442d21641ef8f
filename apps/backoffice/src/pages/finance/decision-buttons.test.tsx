import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Refine } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { DecisionButtons } from './decision-buttons';
import { ownDecision } from './finance-values';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('who may approve (issue 33, item 31)', () => {
  it.each([
    ['fin1', 'fin1', true],
    ['FIN1', 'fin1', true],
    ['fin2', 'fin1', false],
    ['fin1', null, false],
    ['fin1', undefined, false],
    [undefined, 'fin1', false],
  ] as const)('me %s, asked or first approved by %s: own decision %s', (me, by, own) => {
    expect(ownDecision(me, by)).toBe(own);
  });

  async function render(approveBlocked: string | undefined) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let approved = 0;
    await act(async () => {
      root.render(
        <Refine resources={[{ name: 'adjustments' }]}>
          <DecisionButtons
            resource="adjustments"
            approveText="Approve"
            approveBlocked={approveBlocked}
            onApprove={() => approved++}
            onReject={() => undefined}
            approveTestId="approve-adjustment-7"
            rejectTestId="reject-adjustment-7"
          />
        </Refine>,
      );
    });
    const button = host.querySelector<HTMLButtonElement>('[data-testid="approve-adjustment-7"]')!;
    await act(async () => button.click());
    const hintId = button.getAttribute('aria-describedby');
    const out = { button, approved, hint: hintId ? host.querySelector(`#${hintId}`)?.textContent : undefined };
    root.unmount();
    host.remove();
    return out;
  }

  it('disables Approve for the requester or first approver and says who must approve', async () => {
    const { button, approved, hint } = await render('Another finance operator must approve (you asked for it)');
    expect(button.disabled).toBe(true);
    expect(approved).toBe(0);
    expect(hint).toBe('Another finance operator must approve (you asked for it)');
  });

  it('offers Approve to any other operator', async () => {
    const { button, approved } = await render(undefined);
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(approved).toBe(1);
  });
});
