import {
  type AdminAccountQuery,
  type AdminAuditQuery,
  type AdminProfitQuery,
  type AdminSettingsRequest,
  accountStatusResponseSchema,
  adminAccountPageResponseSchema,
  adminAuditPageResponseSchema,
  adminProfitCsvSchema,
  adminProfitResponseSchema,
  pendingVendorsResponseSchema,
} from '@showroom/contract/admin';
import { pendingProsResponseSchema, proApprovalResponseSchema } from '@showroom/contract/pro';
import { settingsResponseSchema } from '@showroom/contract/settings';
import { api } from '@showroom/core';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/admin/pros`: the pros waiting for approval, oldest first. */
export function loadPendingPros(signal?: AbortSignal) {
  return api.get('admin/pros', { schema: pendingProsResponseSchema, ...withSignal(signal) });
}

/** `POST /api/admin/pros/{id}/approve`: opens the pro's showroom; its message is the one to show. */
export function approvePro(id: number) {
  return api.post(`admin/pros/${id}/approve`, { schema: proApprovalResponseSchema });
}

/** `GET /api/admin/vendors`: the vendors waiting for approval since their invitation. */
export function loadPendingVendors(signal?: AbortSignal) {
  return api.get('admin/vendors', { schema: pendingVendorsResponseSchema, ...withSignal(signal) });
}

/** `POST /api/admin/vendors/{id}/approve`. */
export function approveVendor(id: number) {
  return api.post(`admin/vendors/${id}/approve`, { schema: accountStatusResponseSchema });
}

/** `GET /api/admin/accounts`: a page of accounts (never admins), filtered. */
export function loadAccounts(query: AdminAccountQuery, signal?: AbortSignal) {
  return api.get('admin/accounts', {
    schema: adminAccountPageResponseSchema,
    searchParams: query,
    ...withSignal(signal),
  });
}

/** `POST /api/admin/accounts/{id}/deactivate`: Deactive, signed out everywhere at once. */
export function deactivateAccount(id: number) {
  return api.post(`admin/accounts/${id}/deactivate`, { schema: accountStatusResponseSchema });
}

/** `POST /api/admin/accounts/{id}/reactivate`. */
export function reactivateAccount(id: number) {
  return api.post(`admin/accounts/${id}/reactivate`, { schema: accountStatusResponseSchema });
}

/** `GET /api/setting`: the settings as every page reads them. */
export function loadSettings(signal?: AbortSignal) {
  return api.get('setting', { schema: settingsResponseSchema, ...withSignal(signal) });
}

/** `PUT /api/admin/settings`: answers the settings as now saved. */
export function saveSettings(values: AdminSettingsRequest) {
  return api.put('admin/settings', { schema: settingsResponseSchema, body: values });
}

/** `GET /api/admin/audit`: a page of the audit log, filtered. */
export function loadAuditLog(query: AdminAuditQuery, signal?: AbortSignal) {
  return api.get('admin/audit', {
    schema: adminAuditPageResponseSchema,
    searchParams: query,
    ...withSignal(signal),
  });
}

/** `GET /api/admin/profit`: the profit by month, showroom or vendor. */
export function loadProfit(query: AdminProfitQuery, signal?: AbortSignal) {
  return api.get('admin/profit', {
    schema: adminProfitResponseSchema,
    searchParams: query,
    ...withSignal(signal),
  });
}

/** `GET /api/admin/profit.csv`: the same rows as CSV text (the screen turns it into a file). */
export function loadProfitCsv(query: AdminProfitQuery) {
  return api.get('admin/profit.csv', { schema: adminProfitCsvSchema, searchParams: query });
}
