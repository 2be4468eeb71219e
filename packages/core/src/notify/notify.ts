import { createStore } from 'zustand/vanilla';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** A link a toast offers after its message (e.g. "View cart"): a shell route such as `/cart`. */
export interface ToastLink {
  readonly label: string;
  readonly to: string;
}

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
  readonly link?: ToastLink;
}

export interface NotifyState {
  /** Toasts not yet closed, oldest first. A host shows them and calls `dismiss` when one closes. */
  readonly toasts: readonly Toast[];
  /**
   * Toast hosts in the order they claimed. Every widget mount renders a host, so several may be
   * on one page; only the first (the primary) displays, so each toast appears exactly once.
   */
  readonly hosts: readonly symbol[];
}

const store = createStore<NotifyState>()(() => ({ toasts: [], hosts: [] }));
let nextId = 1;

function push(type: ToastType, message: string, link?: ToastLink): number {
  const id = nextId++;
  const toast: Toast = link ? { id, type, message, link } : { id, type, message };
  store.setState((state) => ({ toasts: [...state.toasts, toast] }));
  return id;
}

function dismiss(id: number): void {
  store.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/**
 * Registers a toast host under `key`. Returns the release function to call on unmount; the
 * next host in line then becomes primary and shows the toasts still open.
 */
function claimToastHost(key: symbol): () => void {
  store.setState((state) => ({ hosts: [...state.hosts, key] }));
  return () => store.setState((state) => ({ hosts: state.hosts.filter((host) => host !== key) }));
}

function isPrimaryToastHost(key: symbol, state: NotifyState = store.getState()): boolean {
  return state.hosts[0] === key;
}

/** The page-wide toast queue (spec §9 toasts); UI hosts subscribe to `notify.store`. */
export const notify = {
  store,
  success: (message: string, link?: ToastLink) => push('success', message, link),
  warning: (message: string) => push('warning', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
  dismiss,
  claimToastHost,
  isPrimaryToastHost,
};
