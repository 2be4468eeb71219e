import { Button } from '@showroom/ui';
import { type ReactNode, useState } from 'react';

/**
 * A button that removes a picture (the logo, a portfolio picture): busy while the call runs, so a
 * double click sends one DELETE; a refusal is shown by the API client and leaves the picture.
 */
export function RemovePictureButton({
  remove,
  children,
}: {
  remove: () => Promise<void>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await remove();
        } catch {
          // The API client showed why; the picture stays.
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
