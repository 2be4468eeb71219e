import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ItemSizeLine } from './item-size-line.tsx';

const meta = {
  title: 'commerce-ui/ItemSizeLine',
  component: ItemSizeLine,
  args: { size: { width_size: '12"', height_size: '24"', length_size: null, pattern: 'Herringbone' } },
} satisfies Meta<typeof ItemSizeLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TileWithPattern: Story = {};

export const PlankWithLength: Story = {
  args: { size: { width_size: '7"', height_size: null, length_size: '72"', pattern: null } },
};

/** No size fields: nothing is shown. */
export const NoSize: Story = {
  args: { size: { width_size: null, height_size: null, length_size: null, pattern: null } },
};
