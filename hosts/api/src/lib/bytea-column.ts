import { customType } from 'drizzle-orm/pg-core';

/** Bytes in a `bytea` column (drizzle has no built-in type for it): uploaded pictures and photos. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
