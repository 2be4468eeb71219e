import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installVisualizerApi } from '../../testing/story-api.ts';
import { VisualizerScreen } from './visualizer-screen.tsx';

const meta = {
  title: 'visualizer/VisualizerScreen',
  component: VisualizerScreen,
  beforeEach: () => installVisualizerApi(),
  parameters: {
    docs: {
      description: {
        component:
          '`/visualize` and `<showroom-visualizer template="..." plan="...">`: a room from a floor plan or template, its slots (list, 3D room or 2D plan) opening pickers of the showroom’s products, and the bill of materials by vendor with "Add room to cart".',
      },
    },
  },
} satisfies Meta<typeof VisualizerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's start: the first plan, nothing chosen yet. */
export const FirstPlan: Story = {};

/** Started from a plan named by the element's `plan` attribute. */
export const FromPlan: Story = { args: { plan: 'bath-hall-tub' } };
