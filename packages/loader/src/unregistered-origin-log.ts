import { EMBED_MESSAGES, formatMessage, SHOWROOM_EVENTS } from '@showroom/contract/constants';

interface OriginUnregisteredDetail {
  readonly origin: string;
  readonly showroom: string | null;
}

/**
 * Tells the pro, once per page, which origin to register and where, when the API refused a widget's
 * call because no pro registered this site (core's `showroom:origin-unregistered`). The visitor sees
 * the widget's own message; this line is for whoever pasted the script tag.
 */
export function logUnregisteredOrigin(config: {
  readonly showroom: string | null;
  readonly apiOrigin: string;
}): void {
  window.addEventListener(
    SHOWROOM_EVENTS.originUnregistered,
    (event) => {
      const { origin, showroom } = (event as CustomEvent<OriginUnregisteredDetail>).detail;
      const id = showroom ?? config.showroom;
      console.error(
        formatMessage(EMBED_MESSAGES.originUnregistered, {
          origin,
          showroom: id ? `showroom ${id}` : EMBED_MESSAGES.yourShowroom,
          platform: config.apiOrigin,
        }),
      );
    },
    { once: true },
  );
}
