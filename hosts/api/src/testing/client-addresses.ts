/**
 * A new client address at every call (`10.<subnet>.x.y`), so the per-address limits one test uses up
 * never reach another test. Give each test file its own subnet.
 */
export function clientAddresses(subnet: number): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `10.${subnet}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
}
