import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { VENDOR_PRODUCT_MESSAGES } from '@showroom/contract/vendor';
import { VENDOR_IMPORT_MESSAGES } from '@showroom/contract/vendor-import';
import { shellUrl } from './support/urls.ts';

const ROWS = 1000;
/** Lines of the file (the header is line 1) that carry a mistake each. */
const BAD_LINES = { 101: 'price', 502: 'stock', 903: 'category' } as const;

/**
 * A vendor's catalogue of 1,000 rows for the demo vendor (Summit Supply Co.): their brand line Summit
 * Slab, quartz countertops sold by the box. SKUs are new on every run, so each run creates products.
 */
function catalogue(prefix: string): string {
  const lines = ['SKU,Name,Category,Brand line,Width,Length,Sq ft per box,Wholesale price,Stock,Colours'];
  for (let row = 1; row <= ROWS; row += 1) {
    const line = row + 1;
    const bad = BAD_LINES[line as keyof typeof BAD_LINES];
    const price = bad === 'price' ? 'twelve' : `${(40 + (row % 50)).toFixed(2)}`;
    const stock = bad === 'stock' ? '-4' : String(row % 90);
    const category = bad === 'category' ? 'moon-rocks' : 'countertop-quartz-countertops';
    lines.push(
      `${prefix}-${row},Calacatta slab ${row},${category},Summit Slab,"26""","108""",19.5,${price},${stock},Snow #F4F4F2`,
    );
  }
  return `${lines.join('\n')}\n`;
}

test('the demo vendor imports a 1,000-row CSV: the dry run and the report name the 3 bad rows, and 997 products are made', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(shellUrl(ROUTE_PATHS.vendorImport));
  await page.getByLabel('Email').fill('vendor@showroom.test');
  await page.getByLabel('Password', { exact: true }).fill('Showroom!2026');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'summit-quartz.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogue(`E2E${Date.now().toString(36).toUpperCase()}`)),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(VENDOR_IMPORT_MESSAGES.uploaded)).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/import\?import=\d+/);
  await expect(page.getByLabel(/^Sq ft per box/)).toHaveValue('6');

  await page.getByRole('button', { name: 'Dry run (imports nothing)' }).click();
  await expect(page.getByText(VENDOR_IMPORT_MESSAGES.dryRunSummary(997, 3))).toBeVisible({ timeout: 60_000 });
  const report = page.getByRole('table').filter({ hasText: 'Problem' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(
    report.getByRole('row', { name: `101 Wholesale price ${VENDOR_PRODUCT_MESSAGES.priceInvalid}` }),
  ).toBeVisible();
  await expect(
    report.getByRole('row', { name: `502 Stock ${VENDOR_PRODUCT_MESSAGES.stockInvalid}` }),
  ).toBeVisible();
  await expect(
    report.getByRole('row', { name: `903 Category ${VENDOR_IMPORT_MESSAGES.unknownCategory('moon-rocks')}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Import 1,000 rows' }).click();
  await expect(page.getByText(VENDOR_IMPORT_MESSAGES.importSummary(997, 0, 3))).toBeVisible({
    timeout: 90_000,
  });
  await expect(report.getByRole('row')).toHaveCount(4);

  // The server's own count, asked again after a reload: 997 products created, the 3 rows not.
  await page.reload();
  await expect(page.getByText(VENDOR_IMPORT_MESSAGES.importSummary(997, 0, 3))).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your products' })).toHaveAttribute(
    'href',
    /\/showroom\/vendor\/products$/,
  );
});
