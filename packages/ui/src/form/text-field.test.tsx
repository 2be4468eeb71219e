import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  afterEach(cleanup);

  it('is a labelled input, valid while there is no error', () => {
    render(<TextField label="Email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows its error under the field and ties it to the input', () => {
    render(<TextField label="Email" name="email" error="Enter a valid email." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a valid email.');
  });

  it('is described by extra descriptions, then its hint, then its error', () => {
    render(
      <>
        <p id="tip">Printed on the card.</p>
        <TextField label="Name" name="name" describedBy="tip" hint="As on the card." error="Required." />
      </>,
    );
    const ids = (screen.getByLabelText('Name').getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Printed on the card.',
      'As on the card.',
      'Required.',
    ]);
  });
});
