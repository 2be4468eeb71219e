import { MESSAGES } from '@showroom/contract';
import { demoProfileBody, demoSearchBody } from '@showroom/contract/testing';
import { configureApi, notify, setNavigator, showroomSelection } from '@showroom/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntryForm } from './entry-form.tsx';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let profileEmpty = false;
const requests: string[] = [];

beforeEach(() => {
  localStorage.clear();
  showroomSelection.clear();
  profileEmpty = false;
  requests.length = 0;
  configureApi({ baseUrl: 'http://platform.test/api' });
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url.pathname + url.search);
    if (url.pathname.endsWith('/visualization/showrooms'))
      return json(demoSearchBody(url.searchParams.get('s')));
    return json(demoProfileBody(!profileEmpty));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of notify.store.getState().toasts) notify.dismiss(toast.id);
});

const nextButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
const toastMessages = () => notify.store.getState().toasts.map((toast) => toast.message);

describe('EntryForm', () => {
  it('does not search before 8 characters and keeps Next disabled', async () => {
    render(<EntryForm />);
    await userEvent.type(screen.getByLabelText('Enter Showroom ID'), 'HOMEPRO');
    expect(requests).toEqual([]);
    expect(nextButton().disabled).toBe(true);
    expect(screen.getByText('1 more character')).toBeTruthy();
  });

  it('shows the company and its ID when the 8th character matches, and enables Next', async () => {
    render(<EntryForm />);
    await userEvent.type(screen.getByLabelText('Enter Showroom ID'), 'homepro1');
    expect(await screen.findByText('Evergreen Home Remodeling')).toBeTruthy();
    expect(screen.getByText('Showroom ID: HOMEPRO1')).toBeTruthy();
    expect(nextButton().disabled).toBe(false);
    expect(requests).toEqual(['/api/visualization/showrooms?s=HOMEPRO1']);
  });

  it('says in one warning toast that no showroom has the ID', async () => {
    render(<EntryForm />);
    const input = screen.getByLabelText('Enter Showroom ID');
    await userEvent.type(input, 'ZZZZ9999');
    await vi.waitFor(() => expect(toastMessages()).toEqual([MESSAGES.showroomNotFound]));
    expect(notify.store.getState().toasts[0]?.type).toBe('warning');
    expect(screen.queryByText(MESSAGES.showroomNotFound)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(nextButton().disabled).toBe(true);
  });

  it('closes the toast as soon as the ID is corrected and shows the match', async () => {
    render(<EntryForm />);
    const input = screen.getByLabelText('Enter Showroom ID');
    await userEvent.type(input, 'HOMEPRO9');
    await vi.waitFor(() => expect(toastMessages()).toEqual([MESSAGES.showroomNotFound]));
    await userEvent.type(input, '{Backspace}');
    expect(toastMessages()).toEqual([]);
    await userEvent.type(input, '1');
    expect(await screen.findByText('Evergreen Home Remodeling')).toBeTruthy();
    expect(toastMessages()).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('Next stores the selection and goes to the showroom', async () => {
    const navigator = vi.fn();
    const unregister = setNavigator(navigator);
    render(<EntryForm initialId="HOMEPRO1" />);
    const next = nextButton();
    await vi.waitFor(() => expect(next.disabled).toBe(false));
    await act(async () => userEvent.click(next));
    await vi.waitFor(() => expect(navigator).toHaveBeenCalledWith('/visualize/contractor/all'));
    expect(JSON.parse(localStorage.getItem('my_item') ?? 'null')).toMatchObject({
      showroom: 7,
      vsd_id: 'HOMEPRO1',
      theme_color: '#0f766e',
      custom_addon: 1,
    });
    expect(JSON.parse(localStorage.getItem('showroom') ?? 'null')).toMatchObject({ id: 7 });
    unregister();
  });

  it('an empty shop profile gives the same warning toast and stores nothing', async () => {
    profileEmpty = true;
    const navigator = vi.fn();
    const unregister = setNavigator(navigator);
    render(<EntryForm initialId="HOMEPRO1" />);
    const next = nextButton();
    await vi.waitFor(() => expect(next.disabled).toBe(false));
    await act(async () => userEvent.click(next));
    await vi.waitFor(() => expect(toastMessages()).toEqual([MESSAGES.showroomNotFound]));
    expect(next.disabled).toBe(true);
    expect(navigator).not.toHaveBeenCalled();
    expect(localStorage.getItem('my_item')).toBeNull();
    unregister();
  });
});
