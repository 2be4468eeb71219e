/**
 * What a fresh page has in core's page-wide stores: no toasts or toast hosts, no field errors, nobody
 * signed in, no showroom chosen, no live stream, no registered navigator or configured shell address. Test files share a worker's
 * modules (`isolate: false`, decision 0122), so the widget tests' setup calls this after every file:
 * a toast or a session one file leaves would otherwise show in the next one's screens.
 */
import { CART_INITIAL_STATE, cartStore } from '../cart/cart-state.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import { liveEvents } from '../live/live-events.ts';
import { resetNavigation } from '../navigation/navigation.ts';
import { notify } from '../notify/notify.ts';
import { session } from '../session/session.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';

export function resetPageState(): void {
  liveEvents.reset();
  session.setSession({ token: null, aiToken: null, user: null });
  showroomSelection.clear();
  cartStore.setState(CART_INITIAL_STATE, true);
  notify.store.setState({ toasts: [], hosts: [] });
  fieldErrors.clear();
  resetNavigation();
}
