import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Refine } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { OpsHttpError } from '../api/ops-client';
import { ErrorState } from './states';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(error: unknown): Promise<string[]> {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <Refine>
        <ErrorState error={error} onRetry={() => undefined} />
      </Refine>,
    );
  });
  const buttons = [...host.querySelectorAll('button')].map((b) => b.textContent ?? '');
  root.unmount();
  return buttons;
}

describe('error state (issue 33, item 32)', () => {
  it('offers to try again after a failure', async () => {
    expect(await render(new OpsHttpError(503, 'MAINTENANCE'))).toEqual(['states.retry']);
  });

  it('offers no retry for a refusal by role (403): the same call would be refused again', async () => {
    expect(await render(new OpsHttpError(403, 'FORBIDDEN'))).toEqual([]);
  });
});
