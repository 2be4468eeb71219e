import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import { productPictureUrl } from '@showroom/core';
import { isSurfaceSlot, type Paint, type RoomLayout } from '@showroom/rooms';
import type { SlotPick } from '../../model/slot-choice.ts';
import type { SlotMaterial } from '../../scene/scene-props.ts';

const NEUTRAL_HEX = '#d9d4cc';

/**
 * What the 3D scene draws in each filled slot: a surface's true-scale texture, a fixture's finish,
 * or, where no product is chosen, the template's paint (navy cabinet fronts, issue #26).
 */
export function sceneMaterials(
  layout: RoomLayout,
  chosen: Readonly<Record<string, SlotPick>>,
  paints: Readonly<Record<string, Paint>> = {},
): Record<string, SlotMaterial> {
  const materials: Record<string, SlotMaterial> = {};
  for (const slot of layout.slots) {
    const choice = chosen[slot.id];
    const paint = paints[slot.id];
    if (!choice && paint && isSurfaceSlot(slot)) {
      materials[slot.id] = {
        kind: 'surface',
        productHash: '',
        productName: paint.name,
        textureUrl: null,
        reliefUrl: null,
        patchInches: TEXTURE_PATCH_INCHES,
        colourHex: paint.hex,
      };
      continue;
    }
    if (!choice) continue;
    const common = {
      productHash: choice.product.hash,
      productName: choice.product.name,
      colourHex: choice.colour?.hex ?? NEUTRAL_HEX,
      // The same in every colour: how the finish catches light, not what colour it is (decision 0112).
      reliefUrl: productPictureUrl(choice.product, 'relief'),
    };
    materials[slot.id] = isSurfaceSlot(slot)
      ? {
          kind: 'surface',
          ...common,
          // Drawn in the chosen colour, as the product page shows it (issue #22).
          textureUrl: productPictureUrl(choice.product, 'texture', choice.colour?.name),
          patchInches: TEXTURE_PATCH_INCHES,
        }
      : { kind: 'fixture', ...common, fixtureKind: slot.kind };
  }
  return materials;
}
