/** Where a background load of a store stands (notifications, cart). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
