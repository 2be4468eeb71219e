import { dollars, priceLine, toCents } from '@showroom/contract/money';
import type {
  ChecklistLine,
  ChecklistSummary,
  ProjectChecklist,
  ProjectRole,
} from '@showroom/contract/projects';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../carts/projects-schema.ts';
import { brands, categories, product_sizes, products } from '../catalog/catalog-schema.ts';
import { PLATFORM_CONTEXT, type ShowroomContexts, shownUnit } from '../catalog/index.ts';
import { users, vendor_profiles } from '../identity/users-schema.ts';
import { project_checklist_items } from './project-checklist-schema.ts';

/**
 * The size a line is priced at: the chosen one, or the product's cheapest (wholesale price, then id),
 * the rule the cart's `lineSizeId` applies to its lines, so the checklist shows what the cart will sell.
 */
const checklistSizeId = sql<
  number | null
>`coalesce(${project_checklist_items.size_id}, (select ${product_sizes.id}
  from ${product_sizes} where ${product_sizes.product_id} = ${products.id}
  order by ${product_sizes.wholesale_price}, ${product_sizes.id} limit 1))`;

const roundSqft = (value: number) => Math.round(value * 100) / 100;

/** The project a checklist belongs to, as its answers name it. */
export interface ChecklistProject {
  id: number;
  name: string | null;
  showroom_id: number | null;
}

/** The project with its saved design (spec §3: floorplan, floorTemplate): what building from it reads. */
export interface ChecklistProjectRow extends ChecklistProject {
  floorplan: unknown;
  floor_template: unknown;
}

const projectColumns = {
  id: projects.id,
  name: projects.name,
  extra_info: projects.extra_info,
  showroom_id: projects.showroom_id,
  floorplan: projects.floorplan,
  floor_template: projects.floor_template,
};

/**
 * A project's name: its own, else the one a saved design's draft gave it (spec §3 draft `project`,
 * kept as `extra_info` `{ name }` by `POST /api/projectCart`).
 */
function withName<T extends { name: string | null; extra_info: unknown }>(row: T): Omit<T, 'extra_info'> {
  const { extra_info, ...project } = row;
  const draftName =
    extra_info !== null && typeof extra_info === 'object' && 'name' in extra_info ? extra_info.name : null;
  return { ...project, name: project.name ?? (typeof draftName === 'string' ? draftName : null) };
}

export async function findChecklistProject(
  db: Database,
  projectId: number,
): Promise<ChecklistProjectRow | null> {
  const [row] = await db.select(projectColumns).from(projects).where(eq(projects.id, projectId));
  return row ? withName(row) : null;
}

/** A project's lines in list order, priced now in its showroom (the standard markup if the showroom is gone). */
export async function checklistLines(
  db: Database,
  showrooms: ShowroomContexts,
  project: ChecklistProject,
): Promise<ChecklistLine[]> {
  const rows = await db
    .select({
      item: project_checklist_items,
      hash: products.hash,
      name: products.name,
      photo: products.photo,
      brand: brands.name,
      vendor: vendor_profiles.company_name,
      category_unit: categories.unit,
      product_wholesale: products.wholesale_price,
      size_wholesale: product_sizes.wholesale_price,
      uom: product_sizes.uom,
      box_sqft: product_sizes.box_sqft,
      stock_qty: product_sizes.stock_qty,
      added_by_first: users.first_name,
      added_by_last: users.last_name,
    })
    .from(project_checklist_items)
    .innerJoin(products, eq(products.id, project_checklist_items.product_id))
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, products.vendor_id))
    .leftJoin(product_sizes, eq(product_sizes.id, checklistSizeId))
    .leftJoin(users, eq(users.id, project_checklist_items.added_by_user_id))
    .where(eq(project_checklist_items.project_id, project.id))
    .orderBy(asc(project_checklist_items.position), asc(project_checklist_items.id));
  const context = (project.showroom_id && (await showrooms.find(project.showroom_id))) || PLATFORM_CONTEXT;
  return rows.map((row): ChecklistLine => {
    const { item } = row;
    const wholesaleCents = toCents(row.size_wholesale ?? row.product_wholesale);
    const { unitPriceCents, amountCents } = priceLine(
      { qty: item.qty, wholesaleCents },
      context.markupPercent,
    );
    const unit = shownUnit(row.category_unit, row.uom);
    const boxSqft = row.box_sqft ?? null;
    const measured = item.area_sqft !== null;
    return {
      id: item.id,
      project_id: item.project_id,
      product_id: item.product_id,
      hash: row.hash,
      name: row.name,
      brand: row.brand,
      vendor: row.vendor ?? row.brand,
      photo: row.photo,
      size_id: item.size_id,
      colour: item.colour,
      unit,
      qty: item.qty,
      price: dollars(unitPriceCents),
      amount: dollars(amountCents),
      box_sqft: boxSqft,
      area_sqft: item.area_sqft,
      waste_percent: measured ? item.waste_percent : null,
      coverage_sqft: measured && boxSqft ? roundSqft(item.qty * boxSqft) : null,
      checked: item.checked,
      note: item.note,
      position: item.position,
      added_by: {
        id: item.added_by_user_id,
        name: row.added_by_first === null ? '' : `${row.added_by_first} ${row.added_by_last ?? ''}`.trim(),
        role: item.added_by_role,
      },
      in_stock: row.stock_qty ?? 0,
      created_at: item.created_at.toISOString(),
      updated_at: item.updated_at.toISOString(),
    };
  });
}

/** Counts and sums in whole cents: everything, and what is not checked off. */
export function checklistTotals(lines: readonly ChecklistLine[]): ProjectChecklist['totals'] {
  const open = lines.filter((line) => !line.checked);
  const cents = (some: readonly ChecklistLine[]) => some.reduce((sum, line) => sum + toCents(line.amount), 0);
  return {
    count: lines.length,
    unchecked_count: open.length,
    subtotal: dollars(cents(lines)),
    unchecked_subtotal: dollars(cents(open)),
  };
}

/** The whole answer of `GET /api/projectChecklist/{projectId}` for a caller with `role` in the project. */
export async function projectChecklist(
  db: Database,
  showrooms: ShowroomContexts,
  project: ChecklistProject,
  role: ProjectRole,
): Promise<ProjectChecklist> {
  const items = await checklistLines(db, showrooms, project);
  return {
    project: { id: project.id, name: project.name, showroom: project.showroom_id ?? 0 },
    role,
    items,
    totals: checklistTotals(items),
  };
}

/** One summary per project, in the order given (the caller's projects, newest change first). */
export async function checklistSummaries(
  db: Database,
  showrooms: ShowroomContexts,
  taking: readonly { id: number; role: ProjectRole }[],
): Promise<ChecklistSummary[]> {
  if (taking.length === 0) return [];
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .where(
      inArray(
        projects.id,
        taking.map((project) => project.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, withName(row)]));
  const summaries: ChecklistSummary[] = [];
  for (const { id, role } of taking) {
    const project = byId.get(id);
    if (!project) continue;
    const lines = await checklistLines(db, showrooms, project);
    const newest = lines.reduce<string | null>(
      (latest, line) => (latest === null || line.updated_at > latest ? line.updated_at : latest),
      null,
    );
    summaries.push({
      project: { id, name: project.name, showroom: project.showroom_id ?? 0 },
      role,
      totals: checklistTotals(lines),
      updated_at: newest,
    });
  }
  return summaries;
}
