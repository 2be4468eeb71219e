import { ROUTE_PATHS, STORAGE_KEYS } from '@showroom/contract';
import { notify, session } from '@showroom/core';
import { PALETTE_STYLES } from '@showroom/rooms';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VisualizerElement } from '../../lazy/visualizer-element.tsx';
import { FLOOR_PLANS, ROOM_TEMPLATES } from '../../model/room-catalogue.ts';
import { TUB_HASH } from '../../testing/visualizer-fixtures.ts';
import { setUpVisualizerTest } from '../../testing/visualizer-test-setup.ts';
import { RouteScreen } from '../route-screen/route-screen.tsx';

let page: ReturnType<typeof setUpVisualizerTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  history.replaceState(null, '', '/');
});

const slotList = () => screen.getByRole('navigation', { name: 'Room surfaces and fixtures' });
const kitchen = FLOOR_PLANS.find((plan) => plan.kind.startsWith('kitchen'));

async function open(address = `/visualize?plan=${kitchen?.id}`, options = {}) {
  page = setUpVisualizerTest(options);
  history.replaceState(null, '', `/showroom${address}`);
  render(<RouteScreen route={ROUTE_PATHS.visualize} />);
  // The screen is a lazy chunk: its first import (the commerce kit's size and colour choices with it)
  // takes a moment, longer on a busy machine.
  return screen.findByRole('navigation', { name: 'Room surfaces and fixtures' }, { timeout: 15_000 });
}

/** Opens a slot's picker from the list and chooses the product of the given brand. */
async function put(slotLabel: string, brand: string) {
  const user = userEvent.setup();
  await user.click(within(slotList()).getByRole('button', { name: new RegExp(`^${slotLabel}:`) }));
  const picker = await screen.findByRole('dialog', { name: `Choose the ${slotLabel.toLowerCase()}` });
  const products = await within(picker).findAllByRole('button', { name: new RegExp(brand) });
  await user.click(products[0] as HTMLElement);
  await user.click(within(picker).getByRole('button', { name: 'Close' }));
}

// Whole rooms are rendered and clicked through here: on a machine shared with other test runs a test
// takes several seconds (the first one also imports the screen's chunk).
describe('the visualizer screen', { timeout: 20_000 }, () => {
  it('lists the room’s slots as buttons naming what is in them, and shows the 2D plan without WebGL', async () => {
    const slots = await open();
    expect(within(slots).getByRole('button', { name: 'Floor: nothing chosen' })).toBeTruthy();
    // happy-dom has no WebGL: the plan from above with the same slots, never a blank canvas.
    const plan = await screen.findByRole('group', { name: 'The room seen from above' });
    const floor = within(plan).getByRole('button', { name: 'Floor: nothing chosen' });
    // Each region of the plan is reached by Tab and opened with Enter, like the list's buttons.
    expect(floor.getAttribute('tabindex')).toBe('0');
    floor.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Choose the floor' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose the floor' })).toBeNull();
  });

  it('on a phone-sized stage, starts with the plan and loads the 3D room only when asked', async () => {
    await open();
    const room = screen.getByRole('region', { name: 'Your room' });
    // happy-dom lays nothing out: a stage 0 px wide is a phone's.
    expect(room.getAttribute('data-renderer')).toBe('checking');
    expect(within(room).getByRole('group', { name: 'The room seen from above' })).toBeTruthy();
    // The button comes with the stage's first measure, an effect that may run after the list shows.
    await userEvent.click(await within(room).findByRole('button', { name: 'View in 3D' }));
    // No WebGL here: asked for, the room says it stays the plan.
    await waitFor(() => expect(room.getAttribute('data-renderer')).toBe('2d'));
    expect(within(room).queryByRole('button', { name: 'View in 3D' })).toBeNull();
    expect(within(room).getByRole('group', { name: 'The room seen from above' })).toBeTruthy();
  });

  it('puts products of three brands in the room, prices the bill by vendor and adds it to the cart in one call', async () => {
    await open();
    await put('Floor', 'Stonecrest');
    await put('Backsplash', 'Arcadia');
    await put('Faucet', 'Riverbend');
    expect(within(slotList()).getByRole('button', { name: /^Floor: Stonecrest [a-z ]+ 1$/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'Faucet: Riverbend kitchen faucets pull down faucets 3',
    );

    const bill = screen.getByRole('region', { name: 'Bill of materials' });
    expect(
      within(bill)
        .getAllByRole('region')
        .map((vendor) => vendor.getAttribute('aria-label')),
    ).toEqual([
      'Sold by Metro Tile Distributors',
      'Sold by Pacific Stone Imports',
      'Sold by Western Plumbing Wholesale',
    ]);
    expect(within(bill).getAllByTestId('bom-qty')[0]?.textContent).toMatch(
      /^\d+(\.\d+)? sqft \+ 10% → \d+ boxes$/,
    );

    await userEvent.click(within(bill).getByRole('button', { name: 'Add room to cart' }));
    await waitFor(() =>
      expect(notify.store.getState().toasts.at(-1)).toMatchObject({
        message: 'Items added to your cart.',
        link: { label: 'View cart', to: '/cart' },
      }),
    );
    const bulk = page.api.requests.filter(
      (request) => request.route === 'POST projectCart/sync_to_bulk_cart',
    );
    expect(bulk).toHaveLength(1);
    expect(bulk[0]?.body.items).toHaveLength(3);
    expect(location.search).toMatch(
      /&m=floor\.[0-9a-f]{16}%2Cbacksplash\.[0-9a-f]{16}%2Cfaucet\.[0-9a-f]{16}$/,
    );
  });

  it('opened from a product page, puts the product in a room that takes it (a tub: a bathroom)', async () => {
    const slots = await open(`/visualize?product=${TUB_HASH}`);
    expect(
      await within(slots).findByRole(
        'button',
        { name: /: Lumina Freestanding Soaking Tub$/ },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const placed = new URLSearchParams(location.search);
    expect(FLOOR_PLANS.find((plan) => plan.id === placed.get('plan'))?.kind).toMatch(/bath|shower/);
    expect(placed.get('m')).toContain(`.${TUB_HASH}`);
    expect(placed.has('product')).toBe(false);
  });

  it('as <showroom-visualizer product="…"> on a pro’s page, puts that product in a room that takes it', async () => {
    page = setUpVisualizerTest();
    render(<VisualizerElement product={TUB_HASH} />);
    const slots = await screen.findByRole(
      'navigation',
      { name: 'Room surfaces and fixtures' },
      { timeout: 15_000 },
    );
    expect(
      await within(slots).findByRole(
        'button',
        { name: /: Lumina Freestanding Soaking Tub$/ },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('says in the picker which products are low or sold out; a sold-out one cannot be chosen', async () => {
    await open();
    await userEvent.click(within(slotList()).getByRole('button', { name: 'Floor: nothing chosen' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the floor' });
    const products = await within(picker).findAllByRole('button', { pressed: false });
    const soldOut = products.find((button) => button.textContent?.includes('Out of stock'));
    const low = products.find((button) => button.textContent?.includes('Only 4 left'));
    expect(soldOut).toHaveProperty('disabled', true);
    expect(low).toHaveProperty('disabled', false);
  });

  it('the product in a slot comes in each of its sizes (per sqft shown) and colours, and the room buys the chosen ones', async () => {
    await open();
    await put('Floor', 'Stonecrest');
    await userEvent.click(within(slotList()).getByRole('button', { name: /^Floor: Stonecrest/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the floor' });
    const sizes = await within(picker).findByRole('group', { name: 'Size' });
    const large = within(sizes).getByRole('radio', { name: /24" x 48"/ });
    expect(large.closest('label')?.textContent).toContain('$64.00 per Box · $4.00 per sqft');
    expect(large.closest('label')?.textContent).toContain('Only 3 left');
    await userEvent.click(large);
    await userEvent.click(within(picker).getByRole('radio', { name: 'Charcoal' }));
    expect(within(picker).getByText('Colour: Charcoal')).toBeTruthy();
    await userEvent.click(within(picker).getByRole('button', { name: 'Close' }));
    const bill = screen.getByRole('region', { name: 'Bill of materials' });
    await userEvent.click(within(bill).getByRole('button', { name: 'Add room to cart' }));
    await waitFor(() =>
      expect(
        page.api.requests.find((request) => request.route === 'POST projectCart/sync_to_bulk_cart')?.body
          .items,
      ).toEqual([expect.objectContaining({ size_id: 9102, colour: 'Charcoal' })]),
    );
  });

  it('a template fills its slots with the showroom’s products', async () => {
    await open();
    const templates = screen.getByRole('list', { name: 'Templates' });
    await userEvent.click(within(templates).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() =>
      expect(
        within(slotList())
          .getAllByRole('button')
          .filter((slot) => !slot.getAttribute('aria-label')?.endsWith('nothing chosen')).length,
      ).toBeGreaterThan(1),
    );
    expect(location.search).toMatch(/[?&]template=[a-z0-9-]+/);
    // The fronts no product covers wear the template's cabinet paint, named in the list (issue #26).
    const templateId = new URLSearchParams(location.search).get('template');
    const paint = ROOM_TEMPLATES.find((template) => template.id === templateId)!.paint.cabinets;
    const fronts = `Cabinet fronts: ${paint.name} paint`;
    expect(within(slotList()).getByRole('button', { name: fronts })).toBeTruthy();
    // A pick of the homeowner's own makes it their mix: the link no longer names the template,
    // but the room keeps its paint, in the link too.
    await put('Floor', 'Arcadia');
    expect(location.search).not.toMatch(/[?&]template=/);
    expect(new URLSearchParams(location.search).get('paint')).toBe(templateId);
    expect(within(slotList()).getByRole('button', { name: fronts })).toBeTruthy();
    // And a slot can be emptied again.
    await userEvent.click(within(slotList()).getByRole('button', { name: /^Floor: Arcadia/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave empty' }));
    expect(within(slotList()).getByRole('button', { name: 'Floor: nothing chosen' })).toBeTruthy();
  });

  it('shows the first plan of another kind of room as soon as the kind is chosen', async () => {
    await open();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind of room' }), 'bathroom-tub');
    const bath = FLOOR_PLANS.find((plan) => plan.kind === 'bathroom-tub')!;
    await waitFor(() => expect(new URLSearchParams(location.search).get('plan')).toBe(bath.id));
    expect(within(slotList()).getByRole('button', { name: 'Tub: nothing chosen' })).toBeTruthy();
    expect(within(slotList()).queryByRole('button', { name: /^Countertop:/ })).toBeNull();
  });

  it('a template’s products arriving after the same plan was chosen bare leave it bare', async () => {
    page = setUpVisualizerTest();
    // The template's one-product queries wait until the plan has been chosen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = page.api.fetch;
    let answered = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!(await request.clone().text()).includes('"per_page":1')) return answer(request);
      await held;
      const response = await answer(request);
      answered += 1;
      return response;
    });
    const template = ROOM_TEMPLATES.find((candidate) => candidate.planId === kitchen?.id)!;
    history.replaceState(null, '', `/showroom/visualize?template=${template.id}`);
    render(<RouteScreen route={ROUTE_PATHS.visualize} />);
    const slots = await screen.findByRole(
      'navigation',
      { name: 'Room surfaces and fixtures' },
      { timeout: 15_000 },
    );
    const plans = screen.getByRole('list', { name: 'Floor plans' });
    await userEvent.click(within(plans).getAllByRole('button')[0] as HTMLElement);
    release();
    // Every slot's query answered (the stub finds a product for each), then their choices handed over.
    await waitFor(() => expect(answered).toBe(Object.keys(template.slots).length));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(slots).getByRole('button', { name: 'Floor: nothing chosen' })).toBeTruthy();
    expect(within(slots).getByRole('button', { name: 'Cabinet fronts: nothing chosen' })).toBeTruthy();
  });

  it('puts the templates of a kept style survey answer first, marked "Matches your style"', async () => {
    const plain = ROOM_TEMPLATES.filter((template) => template.planId === kitchen?.id);
    const style = PALETTE_STYLES[plain.at(-1)?.style ?? '']?.[0];
    page = setUpVisualizerTest({});
    localStorage.setItem(STORAGE_KEYS.styleSurvey, JSON.stringify({ tags: [style] }));
    history.replaceState(null, '', `/showroom/visualize?plan=${kitchen?.id}`);
    render(<RouteScreen route={ROUTE_PATHS.visualize} />);
    await screen.findByRole('navigation', { name: 'Room surfaces and fixtures' }, { timeout: 15_000 });
    const firstTemplate = () =>
      within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('button')[0]?.textContent;
    await waitFor(() => expect(firstTemplate()).toContain('Matches your style'));
    expect(firstTemplate()).toContain(plain.at(-1)?.name);
  });

  it('filters the picker by brand', async () => {
    await open();
    await userEvent.click(within(slotList()).getByRole('button', { name: 'Floor: nothing chosen' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the floor' });
    await within(picker).findAllByRole('button', { name: /Stonecrest/ });
    await userEvent.click(within(picker).getByText('Filter by brand, colour and price'));
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Arcadia Stoneworks' }));
    await waitFor(() =>
      expect(within(picker).queryAllByRole('button', { name: /Stonecrest/ })).toHaveLength(0),
    );
    expect(page.api.requests.at(-1)?.body).toMatchObject({ brand: [2], page: 1 });
  });

  it('signed out, "Save design" stores the draft and the visual redirect and goes to sign in', async () => {
    await open();
    await put('Floor', 'Stonecrest');
    await userEvent.click(screen.getByRole('button', { name: 'Save design' }));
    // Saving's code loads when the button is first pressed (decision 0118).
    await waitFor(() => expect(page.navigator).toHaveBeenCalled());
    const redirect = localStorage.getItem(STORAGE_KEYS.visualRedirect) ?? '';
    expect(redirect).toMatch(/^\/visualize\?plan=/);
    expect(page.navigator).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent(redirect)}`);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.draftItem) ?? 'null')).toMatchObject({
      showroom: 7,
      floorplan: { id: kitchen?.id },
      floorTemplate: { id: null, materials: { floor: expect.stringMatching(/^[0-9a-f]{16}$/) } },
    });
  });

  it('signed in, "Save design" creates the project from the draft', async () => {
    await open();
    session.setSession({ token: 'a-signed-in-token-longer-than-ten' });
    await userEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() =>
      expect(notify.store.getState().toasts.at(-1)?.message).toBe('Design saved to your projects.'),
    );
    expect(page.api.requests.find((request) => request.route === 'POST projectCart')?.body).toMatchObject({
      showroom: 7,
      floorplan: { id: kitchen?.id },
    });
    expect(localStorage.getItem(STORAGE_KEYS.project)).toBe('41');
    // The toast links to the new project's page (issue #25).
    expect(notify.store.getState().toasts.at(-1)?.link).toEqual({
      label: 'View project',
      to: '/projects/41',
    });
  });

  it('signed in, saving again updates the project it was saved to, named in the address', async () => {
    await open();
    session.setSession({ token: 'a-signed-in-token-longer-than-ten' });
    const save = screen.getByRole('button', { name: 'Save design' });
    await userEvent.click(save);
    await waitFor(() => expect(new URLSearchParams(location.search).get('project')).toBe('41'));
    await put('Floor', 'Stonecrest');
    await userEvent.click(save);
    await waitFor(() =>
      expect(page.api.requests.some((request) => request.route === 'PUT projectCart/41')).toBe(true),
    );
    const routes = page.api.requests.map((request) => request.route);
    expect(routes.filter((route) => route === 'POST projectCart')).toHaveLength(1);
    expect(page.api.requests.find((request) => request.route === 'PUT projectCart/41')?.body).toEqual({
      floorplan: expect.objectContaining({ id: kitchen?.id }),
      floorTemplate: { id: null, materials: { floor: expect.stringMatching(/^[0-9a-f]{16}$/) } },
    });
  });

  it('once saved to a project, "Add to checklist" puts the bill on its checklist, by area where it applies', async () => {
    await open();
    session.setSession({ token: 'a-signed-in-token-longer-than-ten' });
    const bill = screen.getByRole('region', { name: 'Bill of materials' });
    expect(within(bill).queryByRole('button', { name: 'Add to checklist' })).toBeNull();
    await put('Floor', 'Stonecrest');
    await userEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await userEvent.click(await within(bill).findByRole('button', { name: 'Add to checklist' }));
    await waitFor(() =>
      expect(notify.store.getState().toasts.at(-1)).toMatchObject({
        message: '1 item added to the checklist.',
        link: { label: 'View checklist', to: '/visualize/checklist?project=41' },
      }),
    );
    const sent = page.api.requests.find((request) => request.route === 'POST projectChecklist')?.body;
    expect(sent).toMatchObject({
      project: 41,
      append_items: true,
      items: [{ qty: expect.any(Number), area_sqft: expect.any(Number), waste_percent: 10 }],
    });
  });

  it('keeps a pick of the address that does not load in the address (never dropped by a failed request)', async () => {
    const missing = 'f0f0f0f0f0f0f0f0';
    await open(`/visualize?plan=${kitchen?.id}&m=floor.${missing}`);
    await waitFor(() =>
      expect(page.api.requests.some((request) => request.route.includes(missing))).toBe(true),
    );
    // The product never loads (404): the slot stays empty on screen, and the address still names it.
    await put('Wall', 'Stonecrest').catch(() => undefined);
    await waitFor(() =>
      expect(new URLSearchParams(location.search).get('m') ?? '').toContain(`floor.${missing}`),
    );
  });

  it('a design whose project is gone (404) is saved as a new project', async () => {
    await open(`/visualize?plan=${kitchen?.id}&project=99`);
    session.setSession({ token: 'a-signed-in-token-longer-than-ten' });
    await userEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('project')).toBe('41'));
    const routes = page.api.requests.map((request) => request.route);
    expect(routes.filter((route) => route.includes('projectCart') && !route.startsWith('GET'))).toEqual([
      'PUT projectCart/99',
      'POST projectCart',
    ]);
    expect(notify.store.getState().toasts.map((toast) => toast.message)).toEqual([
      'Design saved to your projects.',
    ]);
  });
});
