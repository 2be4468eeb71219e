import {
  type ChecklistLine,
  type ChecklistSummary,
  checklistAppendedMessage,
  checklistReplacedMessage,
  PROJECT_CHAT_MESSAGES,
  PROJECT_CHECKLIST_MESSAGES,
  type ProjectChecklist,
} from '@showroom/contract/projects';
import type { Database } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { publishLiveEvent } from '../../providers/live-events/live-event-log.ts';
import { checkCartItems } from '../carts/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { SessionUser } from '../identity/index.ts';
import { participantProjects, projectParticipantIds } from '../project-access/index.ts';
import {
  type ChecklistActor,
  type ChecklistLineRow,
  findChecklistLine,
  removeChecklistLine,
  saveChecklistItems,
  updateChecklistLine,
} from './checklist-changes.ts';
import {
  type ChecklistProjectRow,
  checklistLines,
  checklistSummaries,
  findChecklistProject,
  projectChecklist,
} from './checklist-lines.ts';
import { type ChecklistItemRequest, withQuantities } from './checklist-quantities.ts';
import { designChecklistItems } from './design-checklist.ts';
import { productIdByHash } from './product-by-hash.ts';

export interface ProjectChecklistDeps {
  db: Database;
  clock: Clock;
  /** The catalogue's cached showroom contexts and categories: lines are checked and priced as the cart's. */
  catalog: Pick<CatalogService, 'showrooms' | 'categories'>;
}

export interface ChecklistSave {
  project: ChecklistProjectRow;
  actor: ChecklistActor;
  append: boolean;
  /** The items asked for, or 'design': the project's saved design's bill of materials. */
  items: readonly ChecklistItemRequest[] | 'design';
  /** The request field a refusal of item `index`'s `field` names; `items.N.field` unless the caller's body differs. */
  fieldOf?: (index: number, field: string) => string;
}

/** A product a participant adds from the chat (`POST /api/projectChat` kind `checklist_item`, decision 0107). */
export interface ChatChecklistItem {
  project: ChecklistProjectRow;
  actor: ChecklistActor;
  /** The product's public hash, as the chat names it. */
  product: string;
  qty: number;
}

/** The chat's body names the product `product` and its count `quantity` (a checklist body: `items.0.*`). */
function chatField(_index: number, field: string): string {
  if (field === 'product_id') return 'product';
  return field === 'qty' ? 'quantity' : field;
}

export interface LineChanges {
  qty?: number | undefined;
  checked?: boolean | undefined;
  note?: string | null | undefined;
}

/** Tells every other participant that the list changed, in the change's transaction (decision 0093). */
async function announce(tx: Database, projectId: number, actor: ChecklistActor): Promise<void> {
  const participants = await projectParticipantIds(tx, projectId);
  await publishLiveEvent(
    tx,
    participants.filter((id) => id !== actor.userId),
    { kind: 'project_checklist_changed', project_id: projectId },
  );
}

/**
 * Who may change a line (decision 0106): the homeowner any line and any field; a pro or designer the
 * quantity and note of the lines they added. Checking off is the homeowner's (403 otherwise).
 */
function mayChange(line: ChecklistLineRow, actor: ChecklistActor, changes: LineChanges): void {
  if (actor.role === 'owner') return;
  if (changes.checked !== undefined)
    throw new HttpError(403, { message: PROJECT_CHECKLIST_MESSAGES.checkOwnerOnly });
  if (line.added_by_user_id !== actor.userId) {
    throw new HttpError(403, { message: PROJECT_CHECKLIST_MESSAGES.changeOwnLinesOnly });
  }
}

/** A project's shoppable checklist (issue #25): read, append or replace, change and remove its lines. */
export function createProjectChecklistService({ db, clock, catalog }: ProjectChecklistDeps) {
  async function itemsToSave(save: ChecklistSave): Promise<ChecklistItemRequest[]> {
    if (save.items !== 'design') return [...save.items];
    const items = await designChecklistItems(db, save.project);
    if (items === null) throw fieldError('from', PROJECT_CHECKLIST_MESSAGES.noSavedDesign);
    if (items.length === 0) throw fieldError('from', PROJECT_CHECKLIST_MESSAGES.designHasNoProducts);
    return items;
  }

  /**
   * Appends to or replaces the list (all or none; replacing is the homeowner's), after checking every product against the
   * project's showroom (422 on `items.N.product_id` and the like); answers the message and the list.
   */
  async function save(save: ChecklistSave): Promise<{ message: string; checklist: ProjectChecklist }> {
    const { project, actor, append } = save;
    if (!append && actor.role !== 'owner') {
      throw new HttpError(403, { message: PROJECT_CHECKLIST_MESSAGES.replaceOwnerOnly });
    }
    const items = await withQuantities(db, await itemsToSave(save));
    const showroom = (project.showroom_id && (await catalog.showrooms.find(project.showroom_id))) || null;
    if (!showroom) throw fieldError('project', PROJECT_CHECKLIST_MESSAGES.noShowroom);
    await checkCartItems(
      db,
      catalog.categories,
      showroom,
      items,
      save.fieldOf ?? ((index, field) => `items.${index}.${field}`),
    );
    const saved = await db.transaction(async (tx) => {
      const result = await saveChecklistItems(tx, project.id, items, append, actor, clock);
      await announce(tx, project.id, actor);
      return result;
    });
    const message = append
      ? checklistAppendedMessage(saved.added, saved.increased)
      : checklistReplacedMessage(saved.added);
    return { message, checklist: await projectChecklist(db, catalog.showrooms, project, actor.role) };
  }

  return {
    /** The project's fields the checklist needs (its access was checked by the caller); null when it is gone. */
    project: (projectId: number) => findChecklistProject(db, projectId),

    /** `GET /api/projectChecklist`: the caller's checklists, one per project they take part in. */
    async summaries(user: Pick<SessionUser, 'id' | 'type'>): Promise<ChecklistSummary[]> {
      const taking = await participantProjects(db, user);
      return checklistSummaries(db, catalog.showrooms, taking);
    },

    /** The checklist as the caller with `role` in the project sees it. */
    read: (project: ChecklistProjectRow, role: ChecklistActor['role']): Promise<ProjectChecklist> =>
      projectChecklist(db, catalog.showrooms, project, role),

    save,

    /**
     * Appends one product named in the chat, with the same checks as any append (422 on `product`
     * when the project's showroom does not sell it, or it is gone), and answers the saved list.
     */
    async appendFromChat(item: ChatChecklistItem) {
      const productId = await productIdByHash(db, item.product);
      if (productId === null) throw fieldError('product', PROJECT_CHAT_MESSAGES.productNotFound);
      return save({
        project: item.project,
        actor: item.actor,
        append: true,
        items: [{ product_id: productId, qty: item.qty }],
        fieldOf: chatField,
      });
    },

    /** A line by id, with the project it is on; null for none. */
    findLine: (lineId: number) => findChecklistLine(db, lineId),

    /** Changes a line (who may: `mayChange`); answers it as the list shows it. 404 when it went meanwhile. */
    async updateLine(
      project: ChecklistProjectRow,
      line: ChecklistLineRow,
      actor: ChecklistActor,
      changes: LineChanges,
    ): Promise<ChecklistLine> {
      mayChange(line, actor, changes);
      const updated = await db.transaction(async (tx) => {
        const done = await updateChecklistLine(tx, line, changes, clock);
        if (done) await announce(tx, project.id, actor);
        return done;
      });
      const lines = updated ? await checklistLines(db, catalog.showrooms, project) : [];
      const answer = lines.find((candidate) => candidate.id === line.id);
      if (!answer) throw new HttpError(404, { message: PROJECT_CHECKLIST_MESSAGES.itemNotFound });
      return answer;
    },

    /** Removes a line: the homeowner any, a pro or designer their own (403 otherwise). */
    async removeLine(
      project: ChecklistProjectRow,
      line: ChecklistLineRow,
      actor: ChecklistActor,
    ): Promise<void> {
      if (actor.role !== 'owner' && line.added_by_user_id !== actor.userId) {
        throw new HttpError(403, { message: PROJECT_CHECKLIST_MESSAGES.changeOwnLinesOnly });
      }
      const removed = await db.transaction(async (tx) => {
        const done = await removeChecklistLine(tx, line);
        if (done) await announce(tx, project.id, actor);
        return done;
      });
      if (!removed) throw new HttpError(404, { message: PROJECT_CHECKLIST_MESSAGES.itemNotFound });
    },
  };
}

export type ProjectChecklistService = ReturnType<typeof createProjectChecklistService>;
