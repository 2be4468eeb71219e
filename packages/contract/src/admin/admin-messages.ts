/** The admin console's texts (decision 0095), written once for the server and the screens. */
export const ADMIN_MESSAGES = {
  accountNotFound: 'There is no such account.',
  vendorNotFound: 'There is no such vendor.',
  vendorApproved: 'The vendor is approved and can sign in to their portal.',
  /** The subject of the mail that tells an approved vendor the way to their portal. */
  vendorApprovalMailSubject: 'Your vendor account is approved',
  deactivated: 'The account is deactivated and signed out everywhere.',
  reactivated: 'The account is active again.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is not deactivated.',
  adminUntouchable: 'Admin accounts are not deactivated from the console.',
  settingsSaved: 'The settings are saved. Every page shows them within a few seconds.',
} as const;
