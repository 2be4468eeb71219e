import { DEMO_MATCH, DEMO_PROFILE, DEMO_SHOWROOM_ID } from '@showroom/contract/testing';
import { showroomSelection } from '@showroom/core';
import { createElement } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { defineElements } from '../../elements.tsx';
import { ShowroomEntry } from './showroom-entry.tsx';

/** What a pro's page gets: kept in step with this remote's README "Elements" table. */
const ELEMENT_DOCS = `
The home-page block: the Showroom ID form, replaced by **Continue Shopping** and **New Showroom** once a
showroom is selected. Pages outside the shell embed it as the custom element \`<showroom-entry>\`
(open shadow root, defined by \`showroom_entry/elements\` through embed.js):

\`\`\`html
<script src="https://platform.example/showroom/embed.js" data-showroom="HOMEPRO1"></script>
<showroom-entry showroom-id="HOMEPRO1"></showroom-entry>
\`\`\`

| attribute | meaning |
| --- | --- |
| \`showroom-id\` | Showroom ID to prefill when none is selected (default: the embed tag's \`data-showroom\`); the search runs at once at 8 characters |

| event | detail | notes |
| --- | --- | --- |
| \`showroom:showroom-selected\` | \`{ vsdId }\` | after Next has loaded the shop profile and stored the selection |
| \`showroom:navigate\` | \`{ path, url }\`, path \`/visualize/contractor/all\` | **cancelable**: call \`preventDefault()\` to route yourself; otherwise the browser opens \`url\` in the platform shell with the showroom selected |

Both events bubble and are \`composed\`, so they leave the shadow root and the host page can listen on
\`document\`. Here Storybook plays the host page: it cancels \`showroom:navigate\` and logs both events in the
Actions panel. The API is stubbed: \`${DEMO_SHOWROOM_ID}\` finds Evergreen Home Remodeling, other IDs find nothing.
`;

const meta = {
  title: 'showroom-entry/ShowroomEntry',
  component: ShowroomEntry,
  parameters: { docs: { description: { component: ELEMENT_DOCS } } },
} satisfies Meta<typeof ShowroomEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No showroom selected yet: the form, with the prompt to ask your Pro. */
export const NoSelection: Story = {};

/**
 * A showroom is selected (and themes the root): Continue Shopping and New Showroom. Left out of the
 * docs page, because the selection is page-wide and would switch the other examples too.
 */
export const WithSelection: Story = {
  tags: ['!autodocs'],
  beforeEach: () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  },
};

/** The real `<showroom-entry showroom-id="HOMEPRO1">` element, in its own shadow root and WidgetRoot. */
export const AsElement: Story = {
  loaders: [
    () => {
      defineElements();
      return {};
    },
  ],
  render: () => createElement('showroom-entry', { 'showroom-id': DEMO_SHOWROOM_ID }),
  parameters: {
    widgetRoot: false,
    docs: {
      description: {
        story:
          'Press **Next**: `showroom:showroom-selected` and then `showroom:navigate` reach the document.',
      },
    },
  },
};
