import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { AccountApiOptions } from '../../testing/account-api-stub.ts';
import { DEMO_ACCOUNT_PROFILE } from '../../testing/account-fixtures.ts';
import { installAccountApi } from '../../testing/story-api.ts';
import { AccountScreen } from './account-screen.tsx';

const meta = {
  title: 'account/AccountScreen',
  component: AccountScreen,
  // Each story's `parameters.accountApi` says how the stubbed API answers.
  beforeEach: ({ parameters }) => installAccountApi(parameters.accountApi as AccountApiOptions | undefined),
  parameters: {
    docs: {
      description: {
        component:
          'My Account (/account). The API is stubbed: the demo homeowner, a saved Visa ending in 4242; saving the address answers with the server message, an emptied required field shows the contract message.',
      },
    },
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo homeowner: profile, saved card (masked), shipping address form. */
export const Default: Story = {};

/** Saving quotes a shipping charge, shown in USD. */
export const WithShippingCharge: Story = { parameters: { accountApi: { shippingCharge: 49.99 } } };

/** No saved card and no shipping address yet. */
export const NewAccount: Story = {
  parameters: {
    accountApi: { profile: { ...DEMO_ACCOUNT_PROFILE, payment_details: null, shipping_address: null } },
  },
};

/** Save: the server rejects the zip code; its message shows under the field and nothing typed is lost. */
export const ServerFieldError: Story = {
  parameters: { accountApi: { serverFieldErrors: { zip_code: ['We do not ship to this zip code yet.'] } } },
};

/** The profile cannot be loaded: the error state with Try again (the error toast shows too). */
export const LoadError: Story = { parameters: { accountApi: { profileStatus: 500 } } };
