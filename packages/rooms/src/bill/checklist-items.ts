/**
 * A bill of materials as project checklist items (issue #25): one item per line, with the area and
 * waste allowance a surface's quantity was counted from, so the checklist shows how it was measured.
 * The visualizer's "Add to checklist" and the server's "build from the saved design" both use it.
 */
import type { ChecklistItemFields } from '@showroom/contract/projects';
import type { BillOfMaterials } from './bill-of-materials.ts';

export function checklistItems(bom: BillOfMaterials): ChecklistItemFields[] {
  return bom.groups.flatMap((group) =>
    group.lines.map((line) => ({
      product_id: line.product.id,
      size_id: line.product.size_id,
      colour: line.colour,
      qty: line.qty,
      ...(line.measure && { area_sqft: line.measure.areaSqft, waste_percent: line.measure.wastePercent }),
    })),
  );
}
