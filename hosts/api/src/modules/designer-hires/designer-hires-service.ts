import type { HireDesignerList, HiredDesigner } from '@showroom/contract/projects';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import type { SettingsService } from '../settings/index.ts';
import { designersForHire } from './designers-for-hire.ts';
import { type HireInput, hireDesigner } from './hire-designer.ts';
import { mailHiredDesigner } from './hire-mails.ts';
import { hiredDesigners } from './hired-designers.ts';
import { type HireSettleCounts, settleAbandonedHires } from './settle-abandoned-hires.ts';

export interface DesignerHiresDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
  mailer: Mailer;
  settings: SettingsService;
  /** The console's projects screen, linked from the designer's mail. */
  projectsLink: string;
}

/** A project the caller owns, as the access rule found it. */
export interface OwnedProject {
  id: number;
  ownerId: number;
}

export interface DesignerHiresService {
  /** `GET /api/hire_designer?project=`: the ranked designers and the homeowner's saved card. */
  list(project: OwnedProject): Promise<HireDesignerList>;
  /** `POST /api/hire_designer`: pays the fee and hires; answers the project's hired designers and this one. */
  hire(
    project: OwnedProject,
    key: string,
    input: Omit<HireInput, 'projectId'>,
  ): Promise<{ designers: HiredDesigner[]; hired: HiredDesigner }>;
  /** The job's work: finishes or drops the hires a crash left pending (`settleAbandonedHires`). */
  settleAbandoned(): Promise<HireSettleCounts>;
}

/** Hiring designers for projects and paying their fee (issue #25, decision 0108). */
export function createDesignerHiresService(deps: DesignerHiresDeps): DesignerHiresService {
  return {
    list: (project) =>
      designersForHire(deps.db, deps.payments.name, {
        projectId: project.id,
        homeownerId: project.ownerId,
      }),
    async hire(project, key, input) {
      const { row, hired } = await hireDesigner(deps, project.ownerId, key, {
        ...input,
        projectId: project.id,
      });
      if (hired) mailHiredDesigner(deps, row);
      const designers = await hiredDesigners(deps.db, project.id);
      const designer = designers.find((each) => each.id === row.designer_id);
      // The row was just written paid with its project_designers row in one transaction.
      if (!designer) throw new Error(`hire ${row.id} is paid but its designer is not on the project`);
      return { designers, hired: designer };
    },
    async settleAbandoned() {
      const { counts, hiredRows } = await settleAbandonedHires(deps);
      for (const row of hiredRows) mailHiredDesigner(deps, row);
      return counts;
    },
  };
}
