import { SHOWROOM_EVENTS } from '@showroom/contract/constants';
import type {
  ShowroomElementAttributes,
  ShowroomElementProperties,
  ShowroomElementTag,
  ShowroomEvent,
  ShowroomEventName,
} from '@showroom/elements';
import '@showroom/elements/react';
import { type CSSProperties, createElement, type ReactElement, useEffect, useRef } from 'react';

/** A handler prop per `showroom:*` event, heard on this component's element only. */
const HANDLER_EVENTS = {
  onNavigate: SHOWROOM_EVENTS.navigate,
  onCartUpdated: SHOWROOM_EVENTS.cartUpdated,
  onShowroomSelected: SHOWROOM_EVENTS.showroomSelected,
  onLoggedIn: SHOWROOM_EVENTS.loggedIn,
  onLoggedOut: SHOWROOM_EVENTS.loggedOut,
} as const;

type HandlerProps = {
  [Prop in keyof typeof HANDLER_EVENTS]?: (event: ShowroomEvent<(typeof HANDLER_EVENTS)[Prop]>) => void;
};

/** A wrapper component's props: the element's attributes (camelCase), a few HTML ones and the event handlers. */
export type ShowroomComponentProps<Tag extends ShowroomElementTag> = Partial<ShowroomElementProperties<Tag>> &
  HandlerProps & { id?: string; className?: string; style?: CSSProperties };

const camel = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

interface ShowroomWidgetProps<Tag extends ShowroomElementTag> {
  tag: Tag;
  /** The element's own attributes, kebab-case; each is fed from its camelCase prop. */
  attributes: readonly (keyof ShowroomElementAttributes[Tag] & string)[];
  props: ShowroomComponentProps<Tag>;
}

/**
 * Renders `<tag>`: camelCase props become the element's kebab-case attributes (`showroomId` →
 * `showroom-id`), and `onNavigate`, `onCartUpdated`… listen on the element itself, so they hear
 * only this widget's events (each also reaches the document).
 */
export function ShowroomWidget<Tag extends ShowroomElementTag>({
  tag,
  attributes,
  props,
}: ShowroomWidgetProps<Tag>): ReactElement {
  const element = useRef<HTMLElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const stops = Object.entries(HANDLER_EVENTS).map(([prop, name]) => {
      const listener = (event: Event) => {
        const handler = latest.current[prop as keyof HandlerProps] as ((event: Event) => void) | undefined;
        handler?.(event);
      };
      target.addEventListener(name satisfies ShowroomEventName, listener);
      return () => target.removeEventListener(name, listener);
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  const values = props as Record<string, unknown>;
  const elementProps: Record<string, unknown> = {
    ref: element,
    id: props.id,
    className: props.className,
    style: props.style,
  };
  for (const attribute of attributes) elementProps[attribute] = values[camel(attribute)];
  return createElement(tag, elementProps);
}
