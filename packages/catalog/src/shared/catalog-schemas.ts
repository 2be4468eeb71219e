/**
 * The catalogue contract's schemas, loaded when a request needs them: the elements module's early
 * requests (list, product, brands) parse with them, and importing them there put the whole catalogue
 * contract on the store's first screen, which parses only the menu (decision 0127). Passed to the API
 * client as a promise, the schema arrives while the request travels.
 */
export const catalogSchemas = () => import('@showroom/contract/catalog');
