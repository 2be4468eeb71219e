/**
 * Admin accounts: the admin's approvals of vendors, the accounts list, and deactivating (signing out
 * everywhere at once) or reactivating an account (decision 0095). Pros' approval is the pros module's.
 * Other modules, flows and routes use only what this file exports.
 */
export { listAccounts } from './account-list.ts';
export {
  type AccountStatusDeps,
  type ApprovedVendor,
  approveVendor,
  deactivateAccount,
  reactivateAccount,
} from './account-status.ts';
export { listPendingVendors } from './pending-vendors.ts';
export { mailVendorApproved } from './vendor-approved.ts';
