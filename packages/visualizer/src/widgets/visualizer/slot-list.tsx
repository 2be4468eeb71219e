import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import type { RoomLayout, RoomSlot } from '@showroom/rooms';
import { StyleSheet } from '@showroom/ui';
import type { SlotPick } from '../../model/slot-choice.ts';
import css from './slot-list.css?inline';

/** A slot's accessible name: its label and what is in it ("Floor: Carrara tile"). */
export function slotName(slot: RoomSlot, choice: SlotPick | undefined): string {
  return `${slot.label}: ${choice?.product.name ?? VISUALIZER_MESSAGES.noChoice}`;
}

export interface SlotListProps {
  layout: RoomLayout;
  chosen: Readonly<Record<string, SlotPick>>;
  selectedSlotId: string | null;
  onSelect: (slotId: string, opener: HTMLElement) => void;
}

/**
 * Every slot of the room as a button named by its label and current product: the keyboard and
 * screen-reader way to the pickers (the 3D room and the 2D plan offer the same by pointer).
 */
export function SlotList({ layout, chosen, selectedSlotId, onSelect }: SlotListProps) {
  return (
    <nav className="sr-slots" aria-label="Room surfaces and fixtures">
      <StyleSheet name="sr-slot-list" css={css} />
      <h2>In this room</h2>
      <ul>
        {layout.slots.map((slot) => {
          const choice = chosen[slot.id];
          return (
            <li key={slot.id}>
              <button
                type="button"
                className="sr-slots__slot"
                data-slot={slot.id}
                aria-label={slotName(slot, choice)}
                aria-expanded={slot.id === selectedSlotId}
                onClick={(event) => onSelect(slot.id, event.currentTarget)}
              >
                <span
                  className="sr-slots__swatch"
                  style={choice?.colour ? { background: choice.colour.hex } : undefined}
                  aria-hidden="true"
                />
                <span className="sr-slots__label">{slot.label}</span>
                <span className="sr-slots__choice">
                  {choice ? choice.product.name : VISUALIZER_MESSAGES.noChoice}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
