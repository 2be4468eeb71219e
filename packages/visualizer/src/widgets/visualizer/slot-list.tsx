import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import type { Paint, RoomLayout, RoomSlot } from '@showroom/rooms';
import { StyleSheet } from '@showroom/ui';
import type { SlotPick } from '../../model/slot-choice.ts';
import css from './slot-list.css?inline';

/** What is in a slot: the product, else the template's paint, else nothing. */
function choiceText(choice: SlotPick | undefined, paint: Paint | undefined): string {
  if (choice) return choice.product.name;
  return paint ? VISUALIZER_MESSAGES.paintChoice(paint.name) : VISUALIZER_MESSAGES.noChoice;
}

/** A slot's accessible name: its label and what is in it ("Floor: Carrara tile", "Cabinet fronts: Hale navy paint"). */
export function slotName(slot: RoomSlot, choice: SlotPick | undefined, paint?: Paint): string {
  return `${slot.label}: ${choiceText(choice, paint)}`;
}

export interface SlotListProps {
  layout: RoomLayout;
  chosen: Readonly<Record<string, SlotPick>>;
  /** The template's paint on slots no product covers (cabinet fronts, bare walls). */
  paints: Readonly<Record<string, Paint>>;
  selectedSlotId: string | null;
  onSelect: (slotId: string, opener: HTMLElement) => void;
}

/**
 * Every slot of the room as a button named by its label and current product: the keyboard and
 * screen-reader way to the pickers (the 3D room and the 2D plan offer the same by pointer).
 */
export function SlotList({ layout, chosen, paints, selectedSlotId, onSelect }: SlotListProps) {
  return (
    <nav className="sr-slots" aria-label="Room surfaces and fixtures">
      <StyleSheet name="sr-slot-list" css={css} />
      <h2>In this room</h2>
      <ul>
        {layout.slots.map((slot) => {
          const choice = chosen[slot.id];
          const paint = choice ? undefined : paints[slot.id];
          const swatch = choice?.colour?.hex ?? paint?.hex;
          return (
            <li key={slot.id}>
              <button
                type="button"
                className="sr-slots__slot"
                data-slot={slot.id}
                aria-label={slotName(slot, choice, paint)}
                aria-expanded={slot.id === selectedSlotId}
                onClick={(event) => onSelect(slot.id, event.currentTarget)}
              >
                <span
                  className="sr-slots__swatch"
                  style={swatch ? { background: swatch } : undefined}
                  aria-hidden="true"
                />
                <span className="sr-slots__label">{slot.label}</span>
                <span className="sr-slots__choice">{choiceText(choice, paint)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
