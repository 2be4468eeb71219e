import type { ThreeEvent } from '@react-three/fiber';

/**
 * The outline of the selected slot (the screen's accent blue). Only an outline: a tint would show the
 * material just chosen in a colour it does not have.
 */
export const SELECTED_OUTLINE = '#1d4ed8';

/** Pointer handlers a slot's group takes: a click selects it, hovering shows a pointer cursor. */
export interface SlotPointerHandlers {
  onClick: (event: ThreeEvent<MouseEvent>) => void;
  onPointerOver: (event: ThreeEvent<PointerEvent>) => void;
  onPointerOut: (event: ThreeEvent<PointerEvent>) => void;
}

/** Handlers for one slot: only the nearest object under the pointer answers (walls hide nothing behind them twice). */
export function slotPointerHandlers(
  slotId: string,
  onSelect: (slotId: string) => void,
  onHover: (slotId: string | null) => void,
): SlotPointerHandlers {
  return {
    onClick: (event) => {
      event.stopPropagation();
      onSelect(slotId);
    },
    onPointerOver: (event) => {
      event.stopPropagation();
      onHover(slotId);
    },
    onPointerOut: () => onHover(null),
  };
}
