import { describe, expect, it } from 'vitest';
import {
  canSetOrderItemStatus,
  FIRST_ORDER_ITEM_STATUS,
  homeownerStatusWords,
  isOrderItemStatus,
  ORDER_ITEM_STATUSES,
  orderItemStatusLabel,
} from './order-item-statuses.ts';

describe('order item statuses', () => {
  it('are the 14 of spec §4 with their display names, Cancle included', () => {
    expect(ORDER_ITEM_STATUSES).toHaveLength(14);
    expect(FIRST_ORDER_ITEM_STATUS).toBe('Waiting for approval');
    expect(orderItemStatusLabel('Waiting for approval')).toBe('Pending Approval');
    expect(orderItemStatusLabel('Decline')).toBe('Not Approved');
    expect(isOrderItemStatus('Cancle')).toBe(true);
    expect(isOrderItemStatus('Cancel')).toBe(false);
  });

  it('read as plain words for the homeowner, the spec’s names staying for vendors and admins', () => {
    expect(homeownerStatusWords('Cancle')).toBe('Cancelled');
    expect(orderItemStatusLabel('Cancle')).toBe('Cancle');
    expect(homeownerStatusWords('Accept to Pick Up')).toBe('Accepted for pick-up');
    expect(homeownerStatusWords('Waiting for approval')).toBe('Waiting for approval');
    expect(new Set(ORDER_ITEM_STATUSES.map(({ value }) => homeownerStatusWords(value))).size).toBe(14);
  });

  it('let vendors set the first five only before Accept to Pick Up', () => {
    expect(canSetOrderItemStatus('vendor', 'Waiting for approval', 'Vendor Approved')).toBe(true);
    expect(canSetOrderItemStatus('vendor', 'In Progress', 'Ready to Pick Up')).toBe(true);
    expect(canSetOrderItemStatus('vendor', 'Accept to Pick Up', 'In Progress')).toBe(false);
    expect(canSetOrderItemStatus('vendor', 'Ready to Pick Up', 'Accept to Pick Up')).toBe(false);
    expect(canSetOrderItemStatus('vendor', 'Shipped', 'Delivered')).toBe(false);
  });

  it('let only an Admin set Accept to Pick Up and later, and not go back to Accept once past it', () => {
    expect(canSetOrderItemStatus('admin', 'Ready to Pick Up', 'Accept to Pick Up')).toBe(true);
    expect(canSetOrderItemStatus('admin', 'Shipped', 'Delivered')).toBe(true);
    expect(canSetOrderItemStatus('admin', 'Picked Up', 'Accept to Pick Up')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'In Progress', 'Vendor Approved')).toBe(false);
    expect(canSetOrderItemStatus('contractor', 'Ready to Pick Up', 'Accept to Pick Up')).toBe(false);
    expect(canSetOrderItemStatus('homeowner', 'Waiting for approval', 'Cancle')).toBe(false);
  });

  it('keep a cancelled item cancelled: its stock went back and it was refunded', () => {
    expect(canSetOrderItemStatus('admin', 'Waiting for approval', 'Cancle')).toBe(true);
    expect(canSetOrderItemStatus('admin', 'Cancle', 'Delivered')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Cancle', 'Return Request')).toBe(false);
    expect(canSetOrderItemStatus('vendor', 'Cancle', 'Vendor Approved')).toBe(false);
  });

  it('let an item the homeowner received come back as a return, not a cancellation', () => {
    expect(canSetOrderItemStatus('admin', 'Out For Delivery', 'Cancle')).toBe(true);
    expect(canSetOrderItemStatus('admin', 'Delivered', 'Cancle')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Return Request', 'Cancle')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Returned', 'Cancle')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Delivered', 'Return Request')).toBe(true);
  });

  it('keep a declined or returned item as it is: it was restocked and refunded', () => {
    expect(canSetOrderItemStatus('vendor', 'Waiting for approval', 'Decline')).toBe(true);
    expect(canSetOrderItemStatus('vendor', 'Decline', 'Vendor Approved')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Decline', 'Cancle')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Returned', 'Delivered')).toBe(false);
  });

  it('start a return from a delivered item only, and receive it back only once requested', () => {
    expect(canSetOrderItemStatus('admin', 'Shipped', 'Return Request')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Delivered', 'Returned')).toBe(false);
    expect(canSetOrderItemStatus('admin', 'Return Request', 'Returned')).toBe(true);
    expect(canSetOrderItemStatus('vendor', 'Return Request', 'Returned')).toBe(false);
  });

  it('count choosing the current status as no change', () => {
    expect(canSetOrderItemStatus('vendor', 'In Progress', 'In Progress')).toBe(false);
  });
});
