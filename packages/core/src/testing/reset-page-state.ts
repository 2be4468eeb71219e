/**
 * What a fresh page has in core's page-wide state: nothing following the session or the selection
 * (cart, notifications, chat badge, AI user, live stream, visit counter), no early answers, no toasts or toast hosts, no
 * field errors, nobody signed in, no showroom chosen, no registered navigator or configured shell
 * address. Test files share a worker's modules (`isolate: false`, decision 0122), so the widget tests'
 * setup calls this after every file: a toast, a session or a follower one file leaves would otherwise
 * show in, or send requests from, the next.
 */
import { forgetEarlyResponses } from '../api/early-responses.ts';
import { cart } from '../cart/cart.ts';
import { aiUser } from '../design-ai/ai-user.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import { liveEvents } from '../live/live-events.ts';
import { resetNavigation } from '../navigation/navigation.ts';
import { notifications } from '../notifications/notifications.ts';
import { notify } from '../notify/notify.ts';
import { chatUnread } from '../project-chat/chat-unread.ts';
import { session } from '../session/session.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';
import { stopCountingVisits } from '../showroom/visit-counter.ts';

export function resetPageState(): void {
  cart.stop();
  notifications.stop();
  chatUnread.stop();
  stopCountingVisits();
  aiUser.reset();
  liveEvents.reset();
  session.setSession({ token: null, aiToken: null, user: null });
  showroomSelection.clear();
  cart.reset();
  notifications.reset();
  chatUnread.store.setState({ total: 0 });
  notify.store.setState({ toasts: [], hosts: [] });
  fieldErrors.clear();
  resetNavigation();
  forgetEarlyResponses();
}
