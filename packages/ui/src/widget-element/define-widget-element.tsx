import r2wc, { type R2WCBaseProps } from '@r2wc/core';
import { setActingElement } from '@showroom/core';
import type { ComponentType } from 'react';
import { WidgetRoot } from '../widget-root/widget-root.tsx';
import { HostElementContext } from './host-element.ts';
import { transitionRenderer } from './transition-renderer.ts';

/** How an attribute's text becomes a prop value. */
export type AttributeType = 'string' | 'boolean' | 'number' | 'json';

export interface WidgetElementOptions<P> {
  /**
   * The props read from attributes, by camelCase prop name; the attribute is its kebab-case
   * form (`showroomId` ← `showroom-id`). JSON attributes must hold valid JSON.
   */
  props?: Partial<Record<Extract<keyof P, string>, AttributeType>>;
}

/** The visitor's uses of a widget, after which what the widget causes goes out from its element. */
const USES = ['pointerdown', 'keydown', 'click', 'submit'] as const;

/** What r2wc's element exposes beyond HTMLElement, typed for the subclass below. */
type R2wcElement = HTMLElement & {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

/**
 * Defines `<tagName>` (once; later calls return the existing class) rendering `Component` in
 * an open shadow root, inside a WidgetRoot, with the host element available through
 * `useHostElement()`. The `showroom:*` events its widget causes go out from the element
 * (core's `showroomEventSource`), so listeners on the element and on the document both hear them.
 */
export function defineWidgetElement<P extends object>(
  tagName: string,
  Component: ComponentType<P>,
  options: WidgetElementOptions<P> = {},
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;

  const types: Partial<Record<string, AttributeType>> = options.props ?? {};
  const booleanAttributes = new Set(
    Object.entries(types)
      .filter(([, type]) => type === 'boolean')
      .map(([prop]) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)),
  );

  function Mounted({ container, ...props }: P & { container?: HTMLElement | ShadowRoot }) {
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? null);
    return (
      <HostElementContext value={host}>
        <WidgetRoot>
          <Component {...(props as P)} />
        </WidgetRoot>
      </HostElementContext>
    );
  }

  // r2wc's types know the attribute props only by name; `Mounted` reads them as `P`.
  const Base = r2wc(
    Mounted as ComponentType<R2WCBaseProps>,
    { shadow: 'open', props: types },
    transitionRenderer<R2WCBaseProps>(),
  ) as unknown as new () => R2wcElement;

  /**
   * r2wc skips empty and removed attributes, which would make `<x-widget compact>` false and
   * removing `compact` a no-op; HTML boolean attributes mean presence, so translate them.
   */
  class WidgetElement extends Base {
    constructor() {
      super();
      // Capturing on the host sees every use inside the shadow root, before the widget handles it.
      const used = () => setActingElement(this);
      for (const type of USES) this.addEventListener(type, used, { capture: true, passive: true });
    }

    /**
     * A shadow root embed.js already gave the element holds markup the platform served (decision 0129):
     * the widget renders beside it, and removes it when its own version is on screen. r2wc attaches
     * in its constructor, which would throw on a second root.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const value = booleanAttributes.has(name)
        ? String(newValue !== null && newValue !== 'false')
        : newValue;
      super.attributeChangedCallback(name, oldValue, value);
    }
  }

  customElements.define(tagName, WidgetElement);
  return WidgetElement;
}
