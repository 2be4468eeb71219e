import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installCatalogApi } from '../../testing/story-api.ts';
import { Brands } from './brands.tsx';

const meta = {
  title: 'catalog/Brands',
  component: Brands,
  beforeEach: () => installCatalogApi(),
  parameters: {
    docs: { description: { component: '`<showroom-brands>` and `/our-brands`.' } },
  },
} satisfies Meta<typeof Brands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
