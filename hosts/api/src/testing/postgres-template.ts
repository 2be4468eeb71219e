import postgres from 'postgres';

const TEMPLATE_PREFIX = 'showroom_template_';

/** Per server and key: a test process asks the server only once. */
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the PostgreSQL server at `serverUrl` that `fill` has migrated (and seeded):
 * test files copy it with `create database … template`, a file copy on the server, instead of running the
 * migrations and the seed each (seconds per file). `key` names what `fill` puts in (seedKey: the seed's
 * sources and options), so a changed migration or seed makes a new template and never reuses an old one.
 *
 * Made once per server: test workers, and runs from other checkouts on the same server, wait on an
 * advisory lock for the first to finish. `fill` works on a database of another name that is renamed
 * only once filled, so a run that died half-way never leaves a template that looks finished.
 */
export function postgresTemplate(
  serverUrl: string,
  key: string,
  fill: (databaseUrl: string) => Promise<void>,
): Promise<string> {
  const cacheKey = `${serverUrl} ${key}`;
  let template = templates.get(cacheKey);
  if (!template) {
    template = makeTemplate(serverUrl, key, fill);
    // A failure is not kept: the next file tries again and reports its own error.
    template.catch(() => templates.delete(cacheKey));
    templates.set(cacheKey, template);
  }
  return template;
}

async function makeTemplate(
  serverUrl: string,
  key: string,
  fill: (databaseUrl: string) => Promise<void>,
): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${key}`;
  const building = `${name}_building`;
  // One connection: the advisory lock belongs to the session that took it.
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) {
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      await admin.unsafe(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await fill(url.toString());
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
    return name;
  } finally {
    await admin.end({ timeout: 5 });
  }
}
