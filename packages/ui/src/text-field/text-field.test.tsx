import { fieldErrors } from '@showroom/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  beforeEach(() => fieldErrors.clear());
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

  it("shows the server's first error for its name when asked, and drops it when cleared", () => {
    render(
      <>
        <TextField label="Email" name="email" showServerError />
        <TextField label="Password" name="password" />
      </>,
    );
    act(() =>
      fieldErrors.set({ email: ['The email has already been taken.', 'Second.'], password: ['Too short.'] }),
    );

    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The email has already been taken.')).not.toBeNull();
    expect(screen.queryByText('Second.')).toBeNull();
    expect(screen.queryByText('Too short.')).toBeNull();

    act(() => fieldErrors.clear());
    expect(screen.queryByText('The email has already been taken.')).toBeNull();
  });

  it('prefers its own error to the server one', () => {
    fieldErrors.set({ email: ['From the server.'] });
    render(<TextField label="Email" name="email" error="From the form." showServerError />);
    expect(screen.getByText('From the form.')).not.toBeNull();
    expect(screen.queryByText('From the server.')).toBeNull();
  });
});
