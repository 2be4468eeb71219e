import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installCatalogApi } from '../../testing/story-api.ts';
import { ProductList } from './product-list.tsx';

const meta = {
  title: 'catalog/ProductList',
  component: ProductList,
  args: { category: 'porcelain-tile' },
  parameters: {
    docs: {
      description: {
        component:
          '`<showroom-catalog category="...">` and `/category/{category}/product`: cards, facets, search, sort and pages.',
      },
    },
  },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { beforeEach: () => installCatalogApi() };
export const Empty: Story = { beforeEach: () => installCatalogApi({ productCount: 0 }) };
export const Failed: Story = { beforeEach: () => installCatalogApi({ listStatus: 500 }) };
