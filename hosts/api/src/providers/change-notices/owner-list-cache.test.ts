import { describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/test-clock.ts';
import { ChangeNotices } from './change-notices.ts';
import { ownerListCache } from './owner-list-cache.ts';

/**
 * A list cache whose pages an owner's showroom activity drops, and every owner's an order change, and
 * a loader that counts its database reads and answers the read's number.
 */
function setUp(cachesAllowed = true) {
  const clock = new TestClock();
  const notices = new ChangeNotices(cachesAllowed);
  const cache = ownerListCache<{ read: number }>(clock, notices, (heard, drops) => {
    heard.onShowroomActivity(drops.owner);
    heard.onUserChanged(drops.owner);
    heard.onOrdersChanged(drops.all);
  });
  let reads = 0;
  const page = async (ownerId: number, key = 'page 1') =>
    (await cache(ownerId, key, async () => ({ read: ++reads }))).read;
  return { clock, notices, page };
}

describe('the consoles’ list cache', () => {
  it('answers an owner the same page again without reading, and each page on its own', async () => {
    const { page } = setUp();
    expect(await page(7)).toBe(1);
    expect(await page(7)).toBe(1);
    expect(await page(7, 'page 2')).toBe(2);
    expect(await page(8)).toBe(3);
  });

  it("reads again at once when the owner's notice came or they wrote, and only theirs", async () => {
    const { notices, page } = setUp();
    await page(7);
    await page(8);
    notices.showroomActivity(7);
    expect(await page(7)).toBe(3);
    expect(await page(8)).toBe(2);
    notices.userChanged(7);
    expect(await page(7)).toBe(4);
  });

  it("reads every owner's pages again after a notice that drops them all, then keeps them again", async () => {
    const { notices, page } = setUp();
    await page(7);
    await page(8);
    notices.ordersChanged();
    expect(await page(7)).toBe(3);
    expect(await page(8)).toBe(4);
    expect(await page(7)).toBe(3);
    notices.showroomActivity(7);
    expect(await page(7)).toBe(5);
    expect(await page(8)).toBe(4);
  });

  it('after 5 s answers the page once more while it reloads; after a minute it waits for the read', async () => {
    const { clock, page } = setUp();
    await page(7);
    clock.advance(5_001);
    expect(await page(7)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await page(7)).toBe(2);
    clock.advance(60_001);
    expect(await page(7)).toBe(3);
  });

  it('reads every time when the app hears of no changes', async () => {
    const { page } = setUp(false);
    expect(await page(7)).toBe(1);
    expect(await page(7)).toBe(2);
  });
});
