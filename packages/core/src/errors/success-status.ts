/** Only 200 and 201 count as success (spec §8); 202, 204 and the rest are rejected. */
export function isSuccessStatus(status: number): boolean {
  return status === 200 || status === 201;
}
