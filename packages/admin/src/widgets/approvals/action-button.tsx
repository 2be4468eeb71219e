import { Button, type ButtonProps } from '@showroom/ui';
import { useState } from 'react';

/**
 * A button whose action is a call: busy (and not clickable twice) until the call settles. A refusal
 * has been shown by the API client already, so it is swallowed here.
 */
export function ActionButton({
  action,
  ...props
}: Omit<ButtonProps, 'onClick' | 'busy'> & { action: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The API client showed why.
    } finally {
      setBusy(false);
    }
  };
  return <Button {...props} busy={busy} onClick={() => void run()} />;
}
