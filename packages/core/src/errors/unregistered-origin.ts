import { ORIGIN_UNREGISTERED_HEADER } from '@showroom/contract';

let logged = false;

/**
 * The API refuses calls that need a registered site (signing in, the cart, forms) from a page whose
 * origin no pro registered; the widget shows the 403's message like any other's. This logs its
 * ORIGIN_UNREGISTERED_HEADER, which tells the pro which origin to register and where, once per page
 * (core is one instance for every widget on a page). The server writes the texts, so widgets do not
 * carry them: the first widget's weight is at its budget.
 */
export function logUnregisteredOrigin(response: Response): void {
  const forThePro = response.headers.get(ORIGIN_UNREGISTERED_HEADER);
  if (logged || !forThePro) return;
  logged = true;
  console.error(forThePro);
}
