import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpScreenTest, signInTestUser } from '../testing/screen-test-stub.ts';
import { chatUnread } from './chat-unread.ts';

afterEach(() => {
  chatUnread.stop();
  vi.restoreAllMocks();
});

const listAnswer = (total: number) => ({
  body: { success: true, message: '', data: { chats: [], unread_total: total } },
});

describe('chatUnread', () => {
  it('loads the count at sign-in, again at each new message, and drops it at sign-out', async () => {
    let total = 2;
    const page = setUpScreenTest({ 'GET projectChat': () => listAnswer(total) });
    signInTestUser({ id: 5, email: 'homeowner@showroom.test', type: 'User' }, '5|unread-test-token');
    chatUnread.start();
    await vi.waitFor(() => expect(chatUnread.store.getState().total).toBe(2));
    await vi.waitFor(() => expect(page.liveStreamCount()).toBe(1));
    total = 3;
    page.sendLive({ kind: 'project_chat_message', project_id: 1, message_id: 9, sender_id: 8 });
    await vi.waitFor(() => expect(chatUnread.store.getState().total).toBe(3));
    signInTestUser({ id: 0, email: '', type: 'User' }, '');
    await vi.waitFor(() => expect(chatUnread.store.getState().total).toBe(0));
  });

  it('asks nothing for a vendor, who has no project chats', async () => {
    const page = setUpScreenTest({ 'GET projectChat': () => listAnswer(1) });
    signInTestUser({ id: 7, email: 'vendor@showroom.test', type: 'Vendor' }, '7|unread-test-token');
    chatUnread.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.requests.filter((request) => request.route === 'GET projectChat')).toEqual([]);
    expect(chatUnread.store.getState().total).toBe(0);
  });
});
