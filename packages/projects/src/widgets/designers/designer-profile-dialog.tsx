import { DESIGNER_PROFILE_MESSAGES } from '@showroom/contract/pro';
import type { DesignerForHire } from '@showroom/contract/projects';
import { mediaUrl } from '@showroom/core';
import { Button } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { DesignerFacts, DesignerStyles } from './designer-facts.tsx';

export interface DesignerProfileDialogProps {
  designer: DesignerForHire;
  onHire: () => void;
  onClose: () => void;
}

/** A designer's whole public profile: introduction, styles, facts and every portfolio picture. */
export function DesignerProfileDialog({ designer, onHire, onClose }: DesignerProfileDialogProps) {
  return (
    <Modal open onClose={onClose} title={designer.company_name}>
      <div className="sr-designers__profile">
        {designer.about && <p>{designer.about}</p>}
        <DesignerStyles designer={designer} />
        <DesignerFacts designer={designer} />
        {designer.portfolio.length === 0 ? (
          <p className="sr-designers__muted">{DESIGNER_PROFILE_MESSAGES.portfolioEmpty}</p>
        ) : (
          <ul className="sr-designers__portfolio" aria-label="Portfolio">
            {designer.portfolio.map((picture, index) => (
              <li key={picture.id}>
                <img
                  src={mediaUrl(picture.url)}
                  alt={`${designer.company_name}: portfolio work ${index + 1}`}
                  width={picture.width}
                  height={picture.height}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="sr-designers__actions">
          {!designer.hired && (
            <Button onClick={onHire} disabled={!designer.accepting_projects}>
              Hire {designer.company_name}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
