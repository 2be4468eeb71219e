/**
 * `@showroom/contract/routes`: the route paths of spec §2 and their helpers. An entry of their own,
 * shared like the contract's other entries, so a page loads the route table once however many
 * widgets (and core) link or navigate, instead of one tree-shaken copy per bundle.
 */
export * from './constants/route-paths.ts';
