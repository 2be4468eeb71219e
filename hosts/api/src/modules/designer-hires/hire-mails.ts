import { formatMessage } from '@showroom/contract';
import { DESIGNER_HIRE_MESSAGES } from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { designerHiredMail } from '../../providers/mail/templates/designer-hired-mail.ts';
import { users } from '../identity/users-schema.ts';
import type { SettingsService } from '../settings/index.ts';
import { type HireRow, hireSummary } from './record-hire.ts';

export interface HireMailDeps {
  db: Database;
  mailer: Mailer;
  settings: SettingsService;
  /** The console's projects screen, linked from the mail. */
  projectsLink: string;
}

/** Mails the hired designer in the background, in the words of their notification. */
export function mailHiredDesigner(deps: HireMailDeps, row: HireRow): void {
  deps.mailer.sendLater(async () => {
    const [designer] = await deps.db
      .select({ email: users.email, firstName: users.first_name })
      .from(users)
      .where(eq(users.id, row.designer_id));
    if (!designer) return null;
    const { app_name, support_email } = await deps.settings.read();
    return designerHiredMail({
      to: designer.email,
      firstName: designer.firstName,
      appName: app_name,
      supportEmail: support_email,
      subject: formatMessage(DESIGNER_HIRE_MESSAGES.designerMailSubject, { appName: app_name }),
      summary: await hireSummary(deps.db, row),
      earningCents: row.designer_share_cents,
      payoutNote: DESIGNER_HIRE_MESSAGES.designerPayoutNote,
      projectsLink: deps.projectsLink,
    });
  });
}
