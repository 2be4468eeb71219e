import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { showroomSelection } from '@showroom/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VisualizerHeader } from './visualizer-header.tsx';

describe('VisualizerHeader', () => {
  afterEach(() => {
    cleanup();
    showroomSelection.clear();
  });

  it('shows the route intro to everyone, and how to choose a showroom under it to a visitor without one', () => {
    showroomSelection.clear();
    render(<VisualizerHeader />);
    expect(screen.getByRole('heading', { level: 1, name: VISUALIZER_MESSAGES.title })).not.toBeNull();
    const intro = screen.getByText(VISUALIZER_MESSAGES.intro);
    const note = screen.getByText(VISUALIZER_MESSAGES.chooseShowroom);
    // The note follows the intro: the intro stays where the served page painted it.
    expect(intro.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH));
    expect(screen.getByText(VISUALIZER_MESSAGES.intro)).toBe(intro);
    expect(screen.queryByText(VISUALIZER_MESSAGES.chooseShowroom)).toBeNull();
    // Its line stays, empty and hidden from screen readers, so nothing below it moves.
    expect(note.isConnected).toBe(true);
    expect(note.getAttribute('aria-hidden')).toBe('true');
  });
});
