import type { ProjectChatSummary } from '@showroom/contract/projects';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { ProjectsScreen } from './projects-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  vi.restoreAllMocks();
});

const CHAT: ProjectChatSummary = {
  project_id: 12,
  project_name: 'Kitchen refresh',
  owner_name: 'Olivia Bennett',
  role: 'pro',
  unread_count: 2,
  last_message: {
    id: 40,
    project_id: 12,
    sender: { id: 5, name: 'Olivia Bennett', role: 'owner' },
    kind: 'text',
    message: 'Can you come on Monday?',
    product: null,
    quantity: null,
    files: [],
    created_at: '2026-11-29T15:00:00.000Z',
  },
};
const answer = (chats: ProjectChatSummary[]) => ({
  body: {
    success: true,
    message: '',
    data: { chats, unread_total: chats.reduce((sum, chat) => sum + chat.unread_count, 0) },
  },
});

describe('ProjectsScreen', () => {
  it('lists the projects shared with the pro, each a real link to its page with its unread count', async () => {
    page = setUpConsoleTest({ 'GET projectChat': () => answer([CHAT]) });
    signInAs();
    render(<ProjectsScreen />);
    const link = await screen.findByRole('link', { name: /Kitchen refresh/ });
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe('/showroom/pro/projects/12');
    expect(link.textContent).toContain('2 unread chat messages');
    expect(screen.getByText('Olivia Bennett: Can you come on Monday?')).toBeTruthy();
  });

  it('says so when nothing is shared yet, and lists a project live once a homeowner shares it', async () => {
    let shown: ProjectChatSummary[] = [];
    page = setUpConsoleTest({ 'GET projectChat': () => answer(shown) });
    signInAs('Designer');
    render(<ProjectsScreen />);
    expect(await screen.findByText(/No projects yet/)).toBeTruthy();
    await vi.waitFor(() => expect(page.liveStreamCount()).toBe(1));
    shown = [{ ...CHAT, role: 'designer', unread_count: 0 }];
    page.sendLive({ kind: 'project_shared', project_id: 12 });
    expect(await screen.findByRole('link', { name: 'Kitchen refresh' })).toBeTruthy();
    expect(screen.getByText(/Hired designer/)).toBeTruthy();
  });
});
