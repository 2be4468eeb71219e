import { IMPORT_FIELDS } from '@showroom/contract/vendor-import';
import { Button, useResource } from '@showroom/ui';
import { Pagination } from '@showroom/ui/pagination';
import { useState } from 'react';
import { loadImportErrors } from './import-calls.ts';

const labelOf = (field: string) =>
  IMPORT_FIELDS.find((known) => known.key === field)?.label ?? (field === 'file' ? 'File' : field);

/** The run's row-by-row report: row (the file's line), field and message, a page at a time. */
export function ImportReport({ importId, runKey }: { importId: number; runKey: string }) {
  const [page, setPage] = useState(1);
  const { state, retry } = useResource(`${runKey}:${page}`, (signal) =>
    loadImportErrors(importId, page, signal).then((answer) => answer.data),
  );
  if (state.status === 'error') {
    return (
      <p role="alert">
        The report could not be loaded.{' '}
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </p>
    );
  }
  if (state.status !== 'ready') return <p role="status">Loading the report…</p>;
  if (state.data.total === 0) return <p>Every row is fine.</p>;
  return (
    <section aria-labelledby="sr-import-report">
      <h2 id="sr-import-report">Rows not imported</h2>
      <table className="sr-import__report">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Field</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {state.data.data.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems of one field.
            <tr key={`${line.row}-${line.field}-${index}`}>
              <td>{line.row}</td>
              <td>{labelOf(line.field)}</td>
              <td>{line.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        paginator={state.data}
        onPageChange={setPage}
        pageSizes={[state.data.per_page]}
        label="Report pages"
      />
    </section>
  );
}
