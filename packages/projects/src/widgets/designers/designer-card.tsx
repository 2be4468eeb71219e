import { DESIGNER_HIRE_MESSAGES, type DesignerForHire } from '@showroom/contract/projects';
import { mediaUrl } from '@showroom/core';
import { Button } from '@showroom/ui';
import { DesignerFacts, DesignerStyles } from './designer-facts.tsx';

/** Portfolio pictures a card shows; the profile dialog shows them all. */
const CARD_PICTURES = 3;

export interface DesignerCardProps {
  designer: DesignerForHire;
  onProfile: () => void;
  onHire: () => void;
}

/** One designer of the ranked list: pictures, name, styles, rate, fee, rating, availability, actions. */
export function DesignerCard({ designer, onProfile, onHire }: DesignerCardProps) {
  const pictures = designer.portfolio.slice(0, CARD_PICTURES);
  return (
    <li className="sr-designers__card">
      {pictures.length > 0 && (
        <div className="sr-designers__thumbs">
          {pictures.map((picture, index) => (
            <img
              key={picture.id}
              src={mediaUrl(picture.url)}
              alt={`${designer.company_name}: portfolio work ${index + 1}`}
              width={picture.width}
              height={picture.height}
              loading="lazy"
            />
          ))}
        </div>
      )}
      <h3 className="sr-designers__name">
        {designer.company_name}
        {designer.hired && <span className="sr-designers__badge">{DESIGNER_HIRE_MESSAGES.hiredBadge}</span>}
      </h3>
      <DesignerStyles designer={designer} />
      <DesignerFacts designer={designer} />
      <div className="sr-designers__actions">
        <Button variant="secondary" onClick={onProfile}>
          View profile<span className="sr-visually-hidden"> of {designer.company_name}</span>
        </Button>
        {!designer.hired && (
          <Button onClick={onHire} disabled={!designer.accepting_projects}>
            Hire<span className="sr-visually-hidden"> {designer.company_name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
