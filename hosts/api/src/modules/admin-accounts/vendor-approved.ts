import { ROUTE_PATHS, SHELL_BASE_PATH } from '@showroom/contract';
import { ADMIN_MESSAGES } from '@showroom/contract/admin';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { vendorApprovedMail } from '../../providers/mail/templates/vendor-approved-mail.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ApprovedVendor } from './account-status.ts';

export interface VendorApprovedDeps {
  mailer: Mailer;
  settings: SettingsService;
  platformOrigin: string;
}

/**
 * Tells an approved vendor, once the approval has committed, that they may sign in, with the link to
 * their portal: the invitation page promised them this mail, and they have no other way to know.
 */
export function mailVendorApproved(deps: VendorApprovedDeps, vendor: ApprovedVendor): void {
  deps.mailer.sendLater(async () => {
    const { app_name, support_email } = await deps.settings.read();
    return vendorApprovedMail({
      to: vendor.email,
      firstName: vendor.firstName,
      appName: app_name,
      supportEmail: support_email,
      subject: ADMIN_MESSAGES.vendorApprovalMailSubject,
      companyName: vendor.companyName,
      portalLink: `${deps.platformOrigin}${SHELL_BASE_PATH}${ROUTE_PATHS.vendorPortal}`,
    });
  });
}
