import { describe, expect, it } from 'vitest';
import { projectDisplayName } from './project-display-name.ts';

describe('projectDisplayName', () => {
  const base = { id: 12, name: null, room_type: null, owner_first_name: null };

  it('uses the project’s own name, trimmed', () => {
    expect(projectDisplayName({ ...base, name: '  Kitchen refresh ', room_type: 'Kitchen' })).toBe(
      'Kitchen refresh',
    );
  });

  it('names an unnamed project by its room type and the homeowner’s first name', () => {
    expect(projectDisplayName({ ...base, name: ' ', room_type: 'Kitchen', owner_first_name: 'Olivia' })).toBe(
      'Olivia’s Kitchen',
    );
  });

  it('falls back to the room type alone, then to the number', () => {
    expect(projectDisplayName({ ...base, room_type: 'Bathroom' })).toBe('Bathroom');
    expect(projectDisplayName({ ...base, owner_first_name: 'Olivia' })).toBe('Project #12');
  });
});
