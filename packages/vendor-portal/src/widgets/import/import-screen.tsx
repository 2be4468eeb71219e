import { ROUTE_PATHS } from '@showroom/contract';
import {
  type ImportMapping,
  VENDOR_IMPORT,
  VENDOR_IMPORT_MESSAGES,
  type VendorImport,
} from '@showroom/contract/vendor-import';
import { navigate } from '@showroom/core';
import { readRouteLocation } from '@showroom/core/routing';
import { Button, ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { serverFieldMessages } from '@showroom/ui/form';
import { useEffect, useState } from 'react';
import { loadImport, runImport } from './import-calls.ts';
import { ImportReport } from './import-report.tsx';
import css from './import-screen.css?inline';
import { MappingTable } from './mapping-table.tsx';
import { UploadStep } from './upload-step.tsx';

const isRunning = (upload: VendorImport) => upload.state === 'queued' || upload.state === 'running';

/** The import named in the address (`?import=<id>`), so a reload comes back to the same upload. */
function importInAddress(): number | null {
  const id = Number(readRouteLocation(ROUTE_PATHS.vendorImport).query.get('import'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/vendor/import` (decision 0097): upload a CSV, map its columns, run a dry run, then the import; a
 * progress bar while a run works, then what it did and its row-by-row report.
 */
export function ImportScreen() {
  const [addressed, setAddressed] = useState(importInAddress);
  const [upload, setUpload] = useState<VendorImport | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [starting, setStarting] = useState<'dry' | 'import' | null>(null);
  const resumed = useResource(addressed !== null && upload === null ? String(addressed) : null, (signal) =>
    loadImport(addressed!, signal).then((answer) => answer.data),
  );

  const show = (next: VendorImport) => {
    setUpload(next);
    setMapping((current) => current ?? next.mapping);
  };
  if (upload === null && resumed.state.status === 'ready') show(resumed.state.data);

  // While a run works, ask for its progress every pollMs (any API process can answer).
  useEffect(() => {
    if (!upload || !isRunning(upload)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadImport(upload.id, controller.signal).then(
        (answer) => setUpload(answer.data),
        // A failed poll (a blip) is retried by the next render's timer.
        () => setUpload((current) => (current ? { ...current } : current)),
      );
    }, VENDOR_IMPORT.pollMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [upload]);

  const start = async (dryRun: boolean) => {
    if (!upload || !mapping) return;
    setStarting(dryRun ? 'dry' : 'import');
    setErrors({});
    try {
      setUpload((await runImport(upload.id, mapping, dryRun)).data);
    } catch (failure) {
      setErrors(serverFieldMessages(failure));
    } finally {
      setStarting(null);
    }
  };

  const startOver = () => {
    setUpload(null);
    setMapping(null);
    setAddressed(null);
    navigate(ROUTE_PATHS.vendorImport);
  };

  return (
    <div className="sr-import">
      <StyleSheet name="sr-import" css={css} />
      {upload === null || mapping === null ? (
        addressed !== null && resumed.state.status === 'loading' ? (
          <p role="status">Loading your upload…</p>
        ) : (
          <UploadStep
            onUploaded={(next) => {
              show(next);
              navigate(`${ROUTE_PATHS.vendorImport}?import=${next.id}`);
            }}
          />
        )
      ) : (
        <>
          <RunStatus upload={upload} />
          {isRunning(upload) ? null : (
            <>
              {upload.state !== 'uploaded' && (
                <ImportReport importId={upload.id} runKey={`${upload.id}:${upload.finished_at}`} />
              )}
              {upload.state === 'done' && !upload.dry_run ? (
                <p className="sr-import__actions">
                  <ShellLink to={ROUTE_PATHS.vendorProducts}>See your products</ShellLink>
                  <Button variant="secondary" onClick={startOver}>
                    Import another file
                  </Button>
                </p>
              ) : (
                <>
                  <MappingTable
                    upload={upload}
                    mapping={mapping}
                    errors={errors}
                    disabled={starting !== null}
                    onChange={setMapping}
                  />
                  <p className="sr-import__actions">
                    <Button
                      variant="secondary"
                      busy={starting === 'dry'}
                      disabled={starting !== null}
                      onClick={() => start(true)}
                    >
                      Dry run (imports nothing)
                    </Button>
                    <Button
                      busy={starting === 'import'}
                      disabled={starting !== null}
                      onClick={() => start(false)}
                    >
                      Import {upload.total_rows.toLocaleString('en-US')} rows
                    </Button>
                    <Button variant="secondary" disabled={starting !== null} onClick={startOver}>
                      Choose another file
                    </Button>
                  </p>
                </>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

/** Where the upload stands: ready, a progress bar while running, or what the last run did. */
function RunStatus({ upload }: { upload: VendorImport }) {
  if (upload.state === 'uploaded') return <p role="status">{VENDOR_IMPORT_MESSAGES.uploaded}</p>;
  if (isRunning(upload)) {
    return (
      <div className="sr-import__progress" role="status">
        <label htmlFor="sr-import-progress">
          {VENDOR_IMPORT_MESSAGES.started(upload.dry_run)} {upload.rows_done.toLocaleString('en-US')} of{' '}
          {upload.total_rows.toLocaleString('en-US')} rows
        </label>
        <progress id="sr-import-progress" value={upload.rows_done} max={upload.total_rows} />
      </div>
    );
  }
  if (upload.state === 'failed') return <p role="alert">{VENDOR_IMPORT_MESSAGES.failed}</p>;
  const ready = upload.total_rows - upload.failed;
  return (
    <p role="status" className="sr-import__summary">
      {upload.dry_run
        ? VENDOR_IMPORT_MESSAGES.dryRunSummary(ready, upload.failed)
        : VENDOR_IMPORT_MESSAGES.importSummary(upload.created, upload.updated, upload.failed)}
    </p>
  );
}
