import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FieldFrame } from './field-frame.tsx';

const meta = {
  title: 'ui/form/FieldFrame',
  component: FieldFrame,
  args: {
    inputId: 'story-frame',
    label: 'Project name',
    children: <input id="story-frame" name="project" className="sr-field__input" />,
  },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    children: <input id="story-frame" name="project" className="sr-field__input" defaultValue="Kitchen" />,
  },
};

export const WithHintAndError: Story = {
  args: {
    hint: 'Shown on your quotes.',
    error: 'The project name field is required.',
    children: <input id="story-frame" name="project" className="sr-field__input" aria-invalid />,
  },
};

export const Disabled: Story = {
  args: {
    children: (
      <input id="story-frame" name="project" className="sr-field__input" defaultValue="Kitchen" disabled />
    ),
  },
};
