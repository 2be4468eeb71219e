import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { notify } from '@showroom/core';
import { resendAiVerification } from '@showroom/core/design-ai';
import { Button } from '@showroom/ui';
import { useState } from 'react';

/** "Send the link again" (`GET /api/AI/design/email/resend`), with the server's answer as a toast. */
export function ResendVerification() {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      notify.success(await resendAiVerification());
    } catch {
      // The error catalogue has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" busy={busy} disabled={busy} onClick={resend}>
      {T.resend}
    </Button>
  );
}
