/**
 * `@showroom/contract/admin`: the admins' console's calls (issue #24, decision 0095): approvals and
 * accounts, settings, the audit log, profit. A separate entry (and federation share key) so no one
 * else downloads it.
 */
export {
  ACCOUNT_STATUS_FILTERS,
  type AccountStatusResponse,
  ADMIN_LIST_MAX_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  type AdminAccount,
  type AdminAccountFilters,
  type AdminAccountPageResponse,
  type AdminAccountQuery,
  accountStatusResponseSchema,
  adminAccountPageResponseSchema,
  adminAccountQuerySchema,
  adminAccountSchema,
  type PendingVendor,
  type PendingVendorsResponse,
  PRO_APPROVAL_WINDOW_HOURS,
  pendingVendorSchema,
  pendingVendorsResponseSchema,
} from './admin/admin-accounts.ts';
export {
  ADMIN_ACTION_NAMES,
  ADMIN_ACTIONS,
  type AdminAction,
  type AdminAuditEntry,
  type AdminAuditFilters,
  type AdminAuditPageResponse,
  type AdminAuditQuery,
  adminAuditEntrySchema,
  adminAuditPageResponseSchema,
  adminAuditQuerySchema,
} from './admin/admin-audit.ts';
export { ADMIN_MESSAGES } from './admin/admin-messages.ts';
export {
  ADMIN_PROFIT_CSV_COLUMNS,
  type AdminProfitFilters,
  type AdminProfitQuery,
  type AdminProfitResponse,
  type AdminProfitRow,
  adminProfitCsvSchema,
  adminProfitQuerySchema,
  adminProfitResponseSchema,
  adminProfitRowSchema,
  PROFIT_GROUP_LABELS,
  PROFIT_GROUPS,
  type ProfitGroup,
} from './admin/admin-profit.ts';
export {
  ADMIN_SETTING_KEYS,
  type AdminSettingsRequest,
  adminSettingsRequestSchema,
} from './admin/admin-settings.ts';
