import { DEMO_ACCOUNTS } from '@showroom/api';
import { localPostgresUrl, measureOnPostgres } from './api-on-postgres.ts';

/** Issue #24's import budget: this many rows, one product each. */
const ROWS = 10_000;

export interface CsvImportLoad {
  seconds: number;
  created: number;
  failed: number;
}

/** 10,000 quartz countertops of the demo vendor's brand line Summit Slab, one size each. */
function catalogue(): string {
  const lines = ['SKU,Name,Category,Brand line,Width,Length,Sq ft per box,Wholesale price,Stock,Colours'];
  for (let row = 1; row <= ROWS; row += 1) {
    lines.push(
      `BENCH-${row},Bench slab ${row},countertop-quartz-countertops,Summit Slab,26,108,19.5,${40 + (row % 50)}.00,${row % 90},Snow #F4F4F2`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The vendor's bulk import of a 10,000-row CSV on a throw-away PostgreSQL database, as the screen
 * does it: from the upload until the polled run says done (issue #24: ≤ 30 s).
 */
export function csvImport10kOnPostgres(serverUrl: string, port: number) {
  return measureOnPostgres(serverUrl, port, async (apiUrl): Promise<CsvImportLoad> => {
    const session = await fetch(`${apiUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.logins.vendor.email, password: DEMO_ACCOUNTS.password }),
    });
    if (!session.ok) throw new Error(`vendor sign-in: ${session.status}`);
    const { token } = ((await session.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const csv = catalogue();

    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const uploaded = await fetch(`${apiUrl}/api/vendor/imports`, { method: 'POST', headers, body: form });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const file = ((await uploaded.json()) as { data: { id: number; mapping: unknown } }).data;
    const run = await fetch(`${apiUrl}/api/vendor/imports/${file.id}/run`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: file.mapping, dry_run: false }),
    });
    if (!run.ok) throw new Error(`run: ${run.status} ${await run.text()}`);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const answer = await fetch(`${apiUrl}/api/vendor/imports/${file.id}`, { headers });
      const { data } = (await answer.json()) as { data: { state: string; created: number; failed: number } };
      if (data.state === 'done' || data.state === 'failed') {
        return { seconds: (performance.now() - started) / 1000, created: data.created, failed: data.failed };
      }
    }
  });
}

// `npx tsx bench/csv-import-load.ts` measures on a throw-away database of the local PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await csvImport10kOnPostgres(localPostgresUrl(), 18900 + Math.floor(Math.random() * 100)));
}
