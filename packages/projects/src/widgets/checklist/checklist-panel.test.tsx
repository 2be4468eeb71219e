import type { MyItem } from '@showroom/contract';
import type { ChecklistLine, ProjectChecklist } from '@showroom/contract/projects';
import { showroomSelection } from '@showroom/core';
import { setUpScreenTest, signInTestUser } from '@showroom/core/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChecklistPanel } from './checklist-panel.tsx';
import { ChecklistScreen } from './checklist-screen.tsx';

const OWNER = 7;
const DESIGNER = 9;

const line = (id: number, changes: Partial<ChecklistLine> = {}): ChecklistLine => ({
  id,
  project_id: 3,
  product_id: 100 + id,
  hash: `${id}`.padStart(16, 'a'),
  name: `Product ${id}`,
  brand: 'Stonecrest',
  vendor: 'Metro Tile Distributors',
  photo: null,
  size_id: 200 + id,
  colour: null,
  unit: 'Box',
  qty: 2,
  price: 45.5,
  amount: 91,
  box_sqft: 10,
  area_sqft: null,
  waste_percent: null,
  coverage_sqft: null,
  checked: false,
  note: null,
  position: id,
  added_by: { id: OWNER, name: 'Ava Reed', role: 'owner' },
  in_stock: 40,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
  ...changes,
});

const checklistOf = (items: ChecklistLine[]): ProjectChecklist => ({
  project: { id: 3, name: 'Kitchen refresh', showroom: 12 },
  role: 'owner',
  items,
  totals: { count: items.length, unchecked_count: items.length, subtotal: 0, unchecked_subtotal: 0 },
});
const ok = (data: unknown, message = '') => ({ body: { success: true, message, data } });

let list: ChecklistLine[];
let page: ReturnType<typeof setUpScreenTest>;
beforeEach(() => {
  list = [
    line(1, { area_sqft: 132, waste_percent: 10, qty: 15, coverage_sqft: 150 }),
    line(2, { added_by: { id: DESIGNER, name: 'Noah Kim', role: 'designer' }, unit: 'Piece', amount: 91 }),
    line(3, { checked: true }),
  ];
  page = setUpScreenTest({
    'GET projectChecklist/3': () => ok(checklistOf(list)),
    'PUT projectChecklist/3': (body) => {
      const changed = { ...list[2]!, ...(body as object) };
      return ok(changed, 'Checklist updated.');
    },
    'POST projectChecklist': () =>
      ok(
        { append_items: false, project_checklist: checklistOf([line(5)]) },
        'The checklist now holds 1 item.',
      ),
    'POST projectCart/sync_to_bulk_cart': () => ({
      body: { success: true, message: 'Items added to your cart.', data: null },
    }),
    'GET projectChecklist': () =>
      ok([
        {
          project: { id: 3, name: 'Kitchen refresh', showroom: 12 },
          role: 'owner',
          totals: { count: 2, unchecked_count: 2, subtotal: 182, unchecked_subtotal: 182 },
          updated_at: null,
        },
      ]),
  });
  signInTestUser({ id: OWNER, email: 'homeowner@showroom.test', type: 'User' }, '7|checklist-test-token');
  // The chosen showroom the cart buys in (spec §3 my_item): only the field the cart reads matters here.
  showroomSelection.store.setState({ item: { showroom: 12 } as MyItem });
});
afterEach(() => {
  cleanup();
  page.unregister();
  vi.unstubAllGlobals();
});

describe('the project checklist', () => {
  it('lists each line with its picture, seller, price, quantity, how it was measured and who added it', async () => {
    render(<ChecklistPanel projectId={3} headingLevel="h1" />);
    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(within(lines[0]!).getByText('132 sqft + 10% → 15 boxes')).toBeTruthy();
    expect(within(lines[0]!).getByText('Added by you')).toBeTruthy();
    expect(within(lines[1]!).getByText('Added by your designer, Noah Kim')).toBeTruthy();
    expect(within(lines[1]!).getByText(/sold by Metro Tile Distributors/)).toBeTruthy();
    expect(within(lines[1]!).getByRole('link', { name: 'Product 2' }).getAttribute('href')).toContain(
      '/product/',
    );
    // The checked line is bought: what is left to buy leaves it out.
    expect(screen.getByTestId('checklist-total').textContent).toBe('$273.00');
    expect(screen.getByTestId('checklist-open-total').textContent).toBe('$182.00');
  });

  it('checks a line off with its box and shows the server’s message', async () => {
    list[2] = line(3);
    render(<ChecklistPanel projectId={3} headingLevel="h1" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bought: Product 3' }));
    await waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: 'Checklist updated.' }),
    );
    expect(page.requests.find((request) => request.route === 'PUT projectChecklist/3')?.body).toEqual({
      checked: true,
    });
    expect((screen.getByRole('checkbox', { name: 'Bought: Product 3' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('puts a refused check mark back and shows the server’s message as an error', async () => {
    list[2] = line(3);
    page.unregister();
    vi.unstubAllGlobals();
    page = setUpScreenTest({
      'GET projectChecklist/3': () => ok(checklistOf(list)),
      'PUT projectChecklist/3': () => ({
        status: 403,
        body: { message: 'Only the homeowner can check off checklist items.' },
      }),
    });
    signInTestUser({ id: OWNER, email: 'homeowner@showroom.test', type: 'User' }, '7|checklist-test-token');
    render(<ChecklistPanel projectId={3} headingLevel="h1" />);
    const box = (await screen.findByRole('checkbox', { name: 'Bought: Product 3' })) as HTMLInputElement;
    await userEvent.click(box);
    await waitFor(() =>
      expect(page.toasts()).toContainEqual({
        type: 'error',
        message: 'Only the homeowner can check off checklist items.',
      }),
    );
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it('adds the lines not checked off to the cart in one call for the project, with the server’s message', async () => {
    render(<ChecklistPanel projectId={3} headingLevel="h1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }));
    await waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: 'Items added to your cart.' }),
    );
    const bulk = page.requests.find((request) => request.route === 'POST projectCart/sync_to_bulk_cart');
    // The project goes with the items: the server adds from its showroom (decision 0115).
    expect(bulk?.body).toMatchObject({
      showroom: 12,
      project: 3,
      action: 'cart',
      items: [
        { product_id: 101, size_id: 201, colour: null, qty: 15 },
        { product_id: 102, size_id: 202, colour: null, qty: 2 },
      ],
    });
  });

  it('when empty, says how to fill it, and builds it from the saved design', async () => {
    list = [];
    render(<ChecklistPanel projectId={3} headingLevel="h1" />);
    expect(await screen.findByText('Nothing on this checklist yet.')).toBeTruthy();
    expect(screen.getByText(/Build it from your saved design/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add all to cart' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Build from saved design' }));
    expect(await screen.findByRole('link', { name: 'Product 5' })).toBeTruthy();
    expect(page.requests.find((request) => request.route === 'POST projectChecklist')?.body).toEqual({
      project: 3,
      append_items: false,
      from: 'design',
    });
    expect(page.toasts()).toContainEqual({ type: 'success', message: 'The checklist now holds 1 item.' });
  });

  it('loads again when another participant changes the list', async () => {
    render(<ChecklistPanel projectId={3} headingLevel="h1" />);
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(page.liveStreamCount()).toBeGreaterThan(0));
    list = [...list, line(4, { added_by: { id: DESIGNER, name: 'Noah Kim', role: 'designer' } })];
    page.sendLive({ kind: 'project_checklist_changed', project_id: 3 });
    expect(await screen.findByRole('link', { name: 'Product 4' })).toBeTruthy();
  });

  it('without a project in the address, lists the homeowner’s projects as links to their checklists', async () => {
    history.replaceState(null, '', '/showroom/visualize/checklist');
    render(<ChecklistScreen projectId={0} />);
    const link = await screen.findByRole('link', { name: 'Kitchen refresh' });
    expect(link.getAttribute('href')).toBe('/showroom/visualize/checklist?project=3');
  });
});
