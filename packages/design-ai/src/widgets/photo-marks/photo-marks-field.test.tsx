import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PHOTO, setUpAiTest } from '../../testing/design-ai-test-setup.tsx';
import { designRequestOf, INITIAL_DESIGN_VALUES } from '../design-form/design-values.ts';
import type { PhotoMark } from './photo-mark.ts';
import { PhotoMarksField } from './photo-marks-field.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

let latest: PhotoMark[] = [];
function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [marks, setMarks] = useState<PhotoMark[]>([]);
  latest = marks;
  return (
    <PhotoMarksField photo={PHOTO} marks={marks} onMarks={setMarks} errorFor={(f) => errors[f] ?? null} />
  );
}

const requestWith = (marks: PhotoMark[]) =>
  designRequestOf(INITIAL_DESIGN_VALUES, { photo: PHOTO, marks, profile: null, showroom: null });

describe('Mark the floor', () => {
  it('opens the corner editor on the photo, moves a corner by keyboard, and sends the marks with the request', async () => {
    page = setUpAiTest({});
    render(<Harness />);
    expect(requestWith(latest)).not.toHaveProperty('photo_surfaces');
    await userEvent.click(screen.getByRole('button', { name: T.markFloor }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: T.markFloor }));
    const corner = screen.getByRole('button', { name: T.markCorner(1, 'Floor') });
    corner.focus();
    await userEvent.keyboard('{ArrowRight}');
    const feet = screen.getByRole('textbox', { name: `${T.knownSide('Floor')} ${T.feet}` });
    await userEvent.clear(feet);
    await userEvent.type(feet, '14');
    await userEvent.click(screen.getByRole('button', { name: T.addWall }));
    expect(screen.getByRole('button', { name: T.markCorner(1, 'Wall') })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.doneMarking }));
    expect(screen.getByRole('status').textContent).toBe(T.marksSummary('Floor, Wall'));

    const sent = requestWith(latest).photo_surfaces ?? [];
    expect(sent.map((surface) => surface.kind)).toEqual(['floor', 'wall']);
    // The floor starts at 30 % × 62 % of the 800 × 600 photo; one arrow press is 4 px (½ % of the width).
    expect(sent[0]?.corners[0]).toEqual([244, 372]);
    expect(sent[0]?.length_inches).toBe(168);
    expect(requestWith(latest).photo).toBe(PHOTO.id);
  });

  it('shows the server’s refusal of a mark when closed and under its surface when open', async () => {
    page = setUpAiTest({});
    render(<Harness errors={{ 'photo_surfaces.0.corners': 'Every corner must be inside the photo.' }} />);
    await userEvent.click(screen.getByRole('button', { name: T.markFloor }));
    expect(screen.getByRole('alert').textContent).toBe('Every corner must be inside the photo.');
  });
});
