import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { AccountApiOptions } from '../../testing/account-api-stub.ts';
import { demoNotifications } from '../../testing/account-fixtures.ts';
import { installAccountApi } from '../../testing/story-api.ts';
import { NotificationList } from './notification-list.tsx';

const meta = {
  title: 'account/NotificationList',
  component: NotificationList,
  beforeEach: ({ parameters }) => installAccountApi(parameters.accountApi as AccountApiOptions | undefined),
  parameters: {
    docs: {
      description: {
        component:
          'Notifications (/notification), ten a page with the shared Pagination. The API is stubbed; Mark as read and the links work against it.',
      },
    },
  },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 14 notifications, the newest three unread: two pages of 10. */
export const Default: Story = {};

/** Many pages: the page links show a window, the page box jumps anywhere. */
export const ManyPages: Story = { parameters: { accountApi: { notifications: demoNotifications(230, 5) } } };

/** Nothing yet. */
export const Empty: Story = { parameters: { accountApi: { notifications: [] } } };

/** The list cannot be loaded: the error state with Try again. */
export const LoadError: Story = { parameters: { accountApi: { notificationsStatus: 500 } } };
