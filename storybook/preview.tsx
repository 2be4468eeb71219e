/**
 * The harness every story runs in: the API stub, a clean page-wide state per story, navigation
 * kept inside Storybook, and a WidgetRoot so tokens, theme and toasts work as in a real mount.
 */
import { configureApi, fieldErrors, notify, SHOWROOM_EVENTS, showroomSelection } from '@showroom/core';
import { WidgetRoot } from '@showroom/ui';
import { action } from 'storybook/actions';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { installApiStub } from './api-stub.ts';

/** Storybook plays the host page: it logs the widgets' events and handles navigation itself. */
function listenToWidgetEvents(): void {
  document.addEventListener(SHOWROOM_EVENTS.showroomSelected, (event) => {
    action(SHOWROOM_EVENTS.showroomSelected)((event as CustomEvent).detail);
  });
  // Cancelling keeps the preview iframe here instead of going to the platform shell URL.
  document.addEventListener(SHOWROOM_EVENTS.navigate, (event) => {
    event.preventDefault();
    action(SHOWROOM_EVENTS.navigate)((event as CustomEvent).detail);
  });
}

let harnessReady = false;

function installHarness(): void {
  if (harnessReady) return;
  harnessReady = true;
  configureApi({ baseUrl: '/api' });
  installApiStub();
  listenToWidgetEvents();
}

/** Selection and toasts are page-wide core singletons (persisted too): reset them so stories don't leak. */
function resetPageState(): void {
  showroomSelection.clear();
  fieldErrors.clear();
  for (const toast of notify.store.getState().toasts) notify.dismiss(toast.id);
}

/** Wraps each story in a WidgetRoot; a story that renders its own root sets `parameters.widgetRoot: false`. */
const withWidgetRoot: Decorator = (Story, { parameters }) =>
  parameters.widgetRoot === false ? (
    <Story />
  ) : (
    <WidgetRoot>
      <Story />
    </WidgetRoot>
  );

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    () => {
      installHarness();
      return {};
    },
  ],
  beforeEach: () => {
    resetPageState();
  },
  decorators: [withWidgetRoot],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
