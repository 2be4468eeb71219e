import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed.tsx';

afterEach(cleanup);

describe('LoadFailed', () => {
  it('says what failed as an alert and tries again on Try again', async () => {
    const onRetry = vi.fn();
    render(
      <LoadFailed
        className="sr-test__error"
        message={ACCOUNT_MESSAGES.accountLoadFailed}
        onRetry={onRetry}
      />,
    );

    expect(screen.getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.accountLoadFailed);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
