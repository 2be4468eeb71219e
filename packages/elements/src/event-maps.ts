import type { ShowroomEventDetails, ShowroomEventName } from '@showroom/contract/constants';

/** A `showroom:*` event with its typed `detail`; every one bubbles and is composed. */
export type ShowroomEvent<Name extends ShowroomEventName> = CustomEvent<ShowroomEventDetails[Name]>;

/** Every `showroom:*` event by name, for `addEventListener` on an element, the document or the window. */
export type ShowroomEventMap = { [Name in ShowroomEventName]: ShowroomEvent<Name> };

export type { ShowroomEventDetails, ShowroomEventName };
