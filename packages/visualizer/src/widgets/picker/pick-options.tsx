import { ColourChoice, SizeChoice } from '@showroom/commerce-ui';
import { useResource } from '@showroom/ui';
import { type SlotPick, withSize } from '../../model/slot-choice.ts';
import { fetchProductDetail } from '../../model/visualizer-requests.ts';

export interface PickOptionsProps {
  pick: SlotPick;
  showroom: number;
  onChange: (pick: SlotPick) => void;
}

/**
 * The sizes (with their price per sqft where sold by the Box) and colours of the product in the
 * slot (issue #22): a card knows only its cheapest size, so the product's page data is loaded.
 * Nothing while it loads or if it fails: the product stays as it was picked.
 */
export function PickOptions({ pick, showroom, onChange }: PickOptionsProps) {
  const { hash } = pick.product;
  const { state } = useResource(`${hash}:${showroom}`, (signal) =>
    fetchProductDetail(hash, showroom, signal),
  );
  if (state.status !== 'ready') return null;
  const detail = state.data;
  return (
    <div className="sr-picker__options">
      <SizeChoice
        sizes={detail.sizes}
        value={pick.product.size_id}
        onChange={(size) => onChange(withSize(pick, size))}
      />
      <ColourChoice
        colours={detail.colour}
        value={pick.colour?.name ?? ''}
        onChange={(name) =>
          onChange({ ...pick, colour: detail.colour.find((colour) => colour.name === name) ?? pick.colour })
        }
      />
    </div>
  );
}
