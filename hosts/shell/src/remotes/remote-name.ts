/** The remotes whose route screens the shell renders. */
export type RemoteName = 'catalog' | 'cart' | 'checkout' | 'account' | 'visualizer';
