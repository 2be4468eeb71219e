import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEMO_HASH } from '../../testing/catalog-fixtures.ts';
import { installCatalogApi } from '../../testing/story-api.ts';
import { ProductDetail } from './product-detail.tsx';

const meta = {
  title: 'catalog/ProductDetail',
  component: ProductDetail,
  args: { hash: DEMO_HASH },
  beforeEach: () => installCatalogApi(),
  parameters: {
    docs: {
      description: {
        component:
          '`<showroom-product hash="...">` and `/product/{hash}`: price element, item size, colours, quantity box and rails.',
      },
    },
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BoxUnit: Story = {};
