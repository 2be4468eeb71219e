import { PROJECT_CHAT_MESSAGES, type ProjectChatMessage } from '@showroom/contract/projects';
import { setUpScreenTest, signInTestUser } from '@showroom/core/testing';
import { WidgetRoot } from '@showroom/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectChat } from './project-chat.tsx';

let page: ReturnType<typeof setUpScreenTest>;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OWNER = { id: 5, name: 'Olivia Bennett', role: 'owner' as const };
const PRO = { id: 9, name: 'Pat Builder', role: 'pro' as const };

const message = (
  id: number,
  text: string,
  sender: ProjectChatMessage['sender'] = PRO,
): ProjectChatMessage => ({
  id,
  project_id: 3,
  sender,
  kind: 'text',
  message: text,
  product: null,
  quantity: null,
  files: [],
  created_at: '2026-11-29T15:00:00.000Z',
});

function chatAnswer(messages: ProjectChatMessage[], ownRead: number | null = null) {
  return {
    body: {
      success: true,
      message: '',
      data: {
        project: { id: 3, name: 'Kitchen refresh', shared_with_pro: true },
        Project_chats: messages,
        has_older: false,
        room_files: [],
        participants: [
          { ...OWNER, last_read_message_id: ownRead },
          { ...PRO, last_read_message_id: messages.at(-1)?.id ?? null },
        ],
        role: 'owner',
      },
    },
  };
}

function renderChat(routes: Parameters<typeof setUpScreenTest>[0]) {
  page = setUpScreenTest({
    'POST projectChat/3/read': () => ({ body: { success: true, message: '' } }),
    'POST projectChat/3/typing': () => ({ body: { success: true, message: '' } }),
    ...routes,
  });
  signInTestUser({ id: OWNER.id, email: 'homeowner@showroom.test', type: 'User' }, '5|chat-test-token');
  render(
    <WidgetRoot>
      <ProjectChat projectId={3} />
    </WidgetRoot>,
  );
  return userEvent.setup();
}

describe('ProjectChat', () => {
  it('shows markup as text, never as HTML, and links addresses without following them', async () => {
    renderChat({
      'GET projectChat/3': () =>
        chatAnswer([message(1, '<img src=x onerror=alert(1)> see https://tiles.example/oak. Thanks')]),
    });
    const log = await screen.findByRole('log');
    expect(within(log).getByText(/<img src=x onerror=alert\(1\)> see/)).toBeTruthy();
    expect(log.querySelector('img[src="x"]')).toBeNull();
    const link = within(log).getByRole('link', { name: 'https://tiles.example/oak' });
    expect(link.getAttribute('href')).toBe('https://tiles.example/oak');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('puts the unread divider before the first message the reader has not read, and marks it read', async () => {
    renderChat({
      'GET projectChat/3': () => chatAnswer([message(1, 'Hello'), message(2, 'Samples are in')], 1),
    });
    const log = await screen.findByRole('log');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hello'),
      PROJECT_CHAT_MESSAGES.unreadDivider,
      expect.stringContaining('Samples are in'),
    ]);
    await vi.waitFor(() =>
      expect(page.requests.find((request) => request.route === 'POST projectChat/3/read')?.body).toEqual({
        message_id: 2,
      }),
    );
  });

  it('sends on Enter, keeps a new line on Shift+Enter, and shows the sent message', async () => {
    const sent: unknown[] = [];
    const user = renderChat({
      'GET projectChat/3': () => chatAnswer([]),
      'POST projectChat': (body) => {
        sent.push(body);
        return { body: { success: true, message: '', data: message(7, 'Line one\nLine two', OWNER) } };
      },
    });
    expect(await screen.findByText(PROJECT_CHAT_MESSAGES.empty)).toBeTruthy();
    const box = screen.getByLabelText(PROJECT_CHAT_MESSAGES.composerLabel);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    expect(sent).toEqual([{ project_id: 3, kind: 'text', message: 'Line one\nLine two', files: [] }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText(/Line one/)).toBeTruthy();
  });

  it('adds a product to the checklist from the composer, says so on the message, and keeps it all when refused', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    const user = renderChat({
      'GET projectChat/3': () => chatAnswer([]),
      'POST projectChat': (body) => {
        sent.push(body);
        if (refuse)
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { product: ['That product is no longer available.'] },
            },
          };
        const added: ProjectChatMessage = {
          ...message(9, 'For the hall', OWNER),
          kind: 'checklist_item',
          product: { hash: 'a1b2c3d4e5f6a7b8', name: 'Oak plank', photo: null },
          quantity: 2,
        };
        return { body: { success: true, message: '', data: added } };
      },
    });
    const box = await screen.findByLabelText(PROJECT_CHAT_MESSAGES.composerLabel);
    await user.click(screen.getByRole('button', { name: PROJECT_CHAT_MESSAGES.attachProduct }));
    await user.type(screen.getByLabelText(PROJECT_CHAT_MESSAGES.productSearchLabel), 'a1b2c3d4e5f6a7b8');
    await user.click(screen.getByRole('checkbox', { name: PROJECT_CHAT_MESSAGES.attachChecklistItem }));
    await user.clear(screen.getByLabelText(PROJECT_CHAT_MESSAGES.quantityLabel));
    await user.type(screen.getByLabelText(PROJECT_CHAT_MESSAGES.quantityLabel), '2');
    await user.type(box, 'For the hall{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('That product is no longer available.');
    expect((box as HTMLTextAreaElement).value).toBe('For the hall');
    refuse = false;
    await user.click(screen.getByRole('button', { name: PROJECT_CHAT_MESSAGES.send }));
    expect(
      await screen.findByText(
        `${PROJECT_CHAT_MESSAGES.checklistItemLabel} · ${PROJECT_CHAT_MESSAGES.quantityLabel} 2`,
      ),
    ).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      project_id: 3,
      kind: 'checklist_item',
      message: 'For the hall',
      product: 'a1b2c3d4e5f6a7b8',
      files: [],
      quantity: 2,
    });
    expect(PROJECT_CHAT_MESSAGES.checklistItemLabel).toBe('Added to the checklist');
  });

  it('keeps the draft and says why when a send fails, and sends it again', async () => {
    let fail = true;
    const user = renderChat({
      'GET projectChat/3': () => chatAnswer([]),
      'POST projectChat': () =>
        fail
          ? { status: 500, body: { message: 'Internal Server error please try again.' } }
          : { body: { success: true, message: '', data: message(8, 'Grout colour?', OWNER) } },
    });
    const box = await screen.findByLabelText(PROJECT_CHAT_MESSAGES.composerLabel);
    await user.type(box, 'Grout colour?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(PROJECT_CHAT_MESSAGES.sendFailed);
    expect((box as HTMLTextAreaElement).value).toBe('Grout colour?');
    fail = false;
    await user.click(screen.getByRole('button', { name: PROJECT_CHAT_MESSAGES.send }));
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('loads the newest messages again when the stream tells of one, and shows who is typing', async () => {
    let messages = [message(1, 'Hello')];
    renderChat({ 'GET projectChat/3': () => chatAnswer(messages, 1) });
    await screen.findByText('Hello');
    await vi.waitFor(() => expect(page.liveStreamCount()).toBe(1));
    page.sendLive({
      kind: 'project_chat_typing',
      project_id: 3,
      user_id: PRO.id,
      name: 'Pat',
      at: new Date().toISOString(),
    });
    expect(await screen.findByText('Pat is typing…')).toBeTruthy();
    messages = [...messages, message(2, 'Monday works')];
    page.sendLive({ kind: 'project_chat_message', project_id: 3, message_id: 2, sender_id: PRO.id });
    expect(await screen.findByText('Monday works')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Pat is typing…')).toBeNull());
  });

  it('says when the chat cannot be loaded and tries again', async () => {
    let answer = { status: 404, body: { message: 'Project not found.' } };
    const user = renderChat({ 'GET projectChat/3': () => answer });
    expect(await screen.findByText(PROJECT_CHAT_MESSAGES.loadFailed)).toBeTruthy();
    answer = { status: 200, ...chatAnswer([message(1, 'Back again')]) };
    await user.click(screen.getByRole('button', { name: PROJECT_CHAT_MESSAGES.retry }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
