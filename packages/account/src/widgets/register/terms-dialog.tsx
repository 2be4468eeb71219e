import { CheckboxField } from '@showroom/ui/form';
import { Modal } from '@showroom/ui/modal';
import { TERMS_DOCUMENTS, type TermsDocumentName } from './terms-documents.ts';

export type { TermsDocumentName } from './terms-documents.ts';

export interface TermsDialogProps {
  /** The document shown, or null when closed. */
  document: TermsDocumentName | null;
  /** The registration's terms box; the popup's accept checkbox is the same choice. */
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  onClose: () => void;
}

/** The Terms of Use or Privacy Policy popup, with an accept checkbox that ticks the terms box. */
export function TermsDialog({ document, accepted, onAcceptedChange, onClose }: TermsDialogProps) {
  const shown = document ? TERMS_DOCUMENTS[document] : null;
  return (
    <Modal open={shown !== null} onClose={onClose} title={shown?.title ?? ''}>
      {shown && (
        <div className="sr-register__terms">
          {'note' in shown && <p className="sr-register__terms-note">{shown.note}</p>}
          <ol className="sr-register__terms-sections">
            {shown.sections.map((section) => (
              <li key={section.heading}>
                <strong>{section.heading}.</strong> {section.text}
              </li>
            ))}
          </ol>
          <CheckboxField
            label={`I have read and accept the ${shown.title}`}
            name="accept_terms"
            checked={accepted}
            onChange={(event) => onAcceptedChange(event.target.checked)}
          />
        </div>
      )}
    </Modal>
  );
}
