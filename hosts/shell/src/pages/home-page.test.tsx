import { STORAGE_KEYS } from '@showroom/contract';
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { showroomSelection, storage } from '@showroom/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HomePage } from './home-page.tsx';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

// The Showroom ID form is a federated remote; the home page only places it.
vi.mock('../remotes/entry-widgets.tsx', () => ({ RemoteShowroomEntry: () => <div>showroom entry</div> }));

function renderHome() {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <HomePage />
    </Router>,
  );
}

beforeEach(() => {
  localStorage.clear();
  showroomSelection.clear();
});
afterEach(cleanup);

describe('HomePage', () => {
  it('clears the stored category and breadcrumb on mount', () => {
    storage.set(STORAGE_KEYS.category, 'Tile Flooring');
    storage.set(STORAGE_KEYS.breadcrumb, ['Tile Flooring']);
    renderHome();
    expect(localStorage.getItem(STORAGE_KEYS.category)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.breadcrumb)).toBeNull();
  });

  it('offers Sign Up as a Pro and Learn More to visitors without a showroom', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up as a Pro' }).getAttribute('href')).toBe(
      '/register/contractor',
    );
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/pro-account');
  });

  it('links the room visualizer, with or without a showroom', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Design your room in 3D' }).getAttribute('href')).toBe(
      '/visualize',
    );
    cleanup();
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    renderHome();
    expect(screen.getByRole('link', { name: 'Design your room in 3D' }).getAttribute('href')).toBe(
      '/visualize',
    );
  });

  it('hides the Pro links once a showroom is selected', () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    renderHome();
    expect(screen.queryByRole('link', { name: 'Sign Up as a Pro' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Learn More' })).toBeNull();
  });

  it('the background animation can be paused', async () => {
    renderHome();
    const toggle = screen.getByRole('button', { name: 'Pause background' });
    toggle.click();
    expect(await screen.findByRole('button', { name: 'Play background' })).toBeTruthy();
  });
});
