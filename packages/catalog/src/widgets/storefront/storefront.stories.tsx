import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installCatalogApi } from '../../testing/story-api.ts';
import { Storefront } from './storefront.tsx';

const meta = {
  title: 'catalog/Storefront',
  component: Storefront,
  parameters: {
    docs: {
      description: {
        component:
          '`/visualize/contractor/all` and `<showroom-catalog>` without `category`: the showroom’s categories, parent → sub → second sub.',
      },
    },
  },
} satisfies Meta<typeof Storefront>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithShowroom: Story = { beforeEach: () => installCatalogApi() };
export const NoShowroom: Story = { beforeEach: () => installCatalogApi({ showroom: false }) };
