import type { PhotoPoint } from '@showroom/contract/projects';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CornerEditor, type EditedSurface } from './corner-editor.tsx';

afterEach(cleanup);

const PHOTO = { width: 1200, height: 900 };
const FLOOR: EditedSurface = {
  id: 'floor',
  label: 'Floor',
  corners: [
    [300, 500],
    [900, 500],
    [1100, 850],
    [100, 850],
  ],
  lengthCorners: [0, 1],
  lengthText: '12 ft 0 in',
};

function Editor({ onMoves }: { onMoves: (moves: [number, PhotoPoint][]) => void }) {
  const [surface, setSurface] = useState(FLOOR);
  const moves: [number, PhotoPoint][] = [];
  return (
    <CornerEditor
      photo={PHOTO}
      surfaces={[surface]}
      activeId="floor"
      cornerLabel={(n, label) => `${label}, corner ${n}`}
      onMove={(_, corner, point) => {
        moves.push([corner, point]);
        onMoves(moves);
        setSurface((s) => ({ ...s, corners: s.corners.map((c, i) => (i === corner ? point : c)) as never }));
      }}
    />
  );
}

describe('CornerEditor', () => {
  it('moves the focused corner with the arrow keys, further with Shift, and never out of the photo', async () => {
    const user = userEvent.setup();
    let last: [number, PhotoPoint][] = [];
    render(<Editor onMoves={(moves) => (last = moves)} />);
    const corner = screen.getByRole('button', { name: 'Floor, corner 2' });
    corner.focus();
    await user.keyboard('{ArrowRight}');
    // A step is half a percent of the photo's width: 6 px of 1200.
    expect(last.at(-1)).toEqual([1, [906, 500]]);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(last.at(-1)).toEqual([1, [906, 440]]);
    for (let i = 0; i < 10; i += 1) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(last.at(-1)).toEqual([1, [1200, 440]]);
    expect(corner.style.left).toBe('100%');
    expect(document.activeElement).toBe(corner);
  });

  it('names each corner and shows the known side’s length', () => {
    render(<Editor onMoves={() => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Floor, corner 1',
      'Floor, corner 2',
      'Floor, corner 3',
      'Floor, corner 4',
    ]);
    expect(screen.getByText('12 ft 0 in')).toBeTruthy();
  });
});
