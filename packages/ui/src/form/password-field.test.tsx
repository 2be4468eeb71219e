import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  afterEach(cleanup);

  it('hides the password until Show is pressed, and hides it again', () => {
    render(<PasswordField label="Password" name="password" defaultValue="secret-pass" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('ties its hint and error to the input', () => {
    render(<PasswordField label="Password" name="password" hint="At least 8." error="Too short." />);
    const ids = (screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['At least 8.', 'Too short.']);
  });
});
