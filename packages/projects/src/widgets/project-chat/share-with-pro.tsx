import { PROJECT_CHAT_MESSAGES } from '@showroom/contract/projects';
import { shareProjectToPro } from '@showroom/core/project-chat';
import { Button } from '@showroom/ui';
import { useState } from 'react';

/**
 * The owner's "Share with my pro" (`share_to_contractor`, spec §7): the server's message as a toast,
 * success or error (spec §8); once shared it says so instead of offering it again.
 */
export function ShareWithPro({
  projectId,
  shared,
  onShared,
}: {
  projectId: number;
  shared: boolean;
  onShared: () => void;
}) {
  const [sharing, setSharing] = useState(false);
  if (shared) return <p className="sr-project-chat__shared">{PROJECT_CHAT_MESSAGES.shared}</p>;
  return (
    <Button
      busy={sharing}
      onClick={async () => {
        setSharing(true);
        try {
          if (await shareProjectToPro(projectId)) onShared();
        } finally {
          setSharing(false);
        }
      }}
    >
      {PROJECT_CHAT_MESSAGES.shareToPro}
    </Button>
  );
}
