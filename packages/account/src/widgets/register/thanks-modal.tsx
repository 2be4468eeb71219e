import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { Button } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';

export interface ThanksModalProps {
  /** Where the user goes next (from `afterRegistration`); null while not registered. */
  destination: string | null;
  email: string;
  onContinue: (destination: string) => void;
}

/**
 * "Thank you for signing up for the product!" with the way on: back to the home page, or to where
 * the user was heading (a visualizer project, the page before registering). Closing it goes there too.
 */
export function ThanksModal({ destination, email, onContinue }: ThanksModalProps) {
  const go = () => {
    if (destination) onContinue(destination);
  };
  return (
    <Modal open={destination !== null} onClose={go} title={ACCOUNT_MESSAGES.signupThanks}>
      <p className="sr-register__thanks-text">
        Your account is ready. We have sent a link to <strong>{email}</strong> to verify your email address.
      </p>
      <Button className="sr-register__thanks-button" onClick={go}>
        {destination === ROUTE_PATHS.home ? 'Back to home page' : 'Continue'}
      </Button>
    </Modal>
  );
}
