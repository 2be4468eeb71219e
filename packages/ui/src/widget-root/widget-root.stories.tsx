import { DEMO_PROFILE } from '@showroom/contract/testing';
import { themeFor } from '@showroom/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { TextField } from '../form/text-field.tsx';
import { WidgetRoot } from './widget-root.tsx';

/** A few token-driven pieces, so the theme's --sr-primary shows. */
function Sample() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <TextField label="Showroom ID" name="showroom_id" defaultValue="HOMEPRO1" />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button>Continue Shopping</Button>
        <Button variant="secondary">New Showroom</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'ui/WidgetRoot',
  component: WidgetRoot,
  args: { children: <Sample /> },
  argTypes: { children: { control: false } },
  // These stories render the root themselves, with an explicit theme.
  parameters: { widgetRoot: false },
} satisfies Meta<typeof WidgetRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform default: no showroom selected, or one whose plan has no branding. */
export const DefaultTheme: Story = { args: { theme: themeFor(null) } };

/** `themeFor(profile)` of a pro with an active custom addon: their theme colour and its contrast text. */
export const BrandedProfile: Story = { args: { theme: themeFor(DEMO_PROFILE) } };
