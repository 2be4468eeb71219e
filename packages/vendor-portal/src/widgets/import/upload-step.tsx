import {
  importTemplateCsv,
  VENDOR_IMPORT,
  VENDOR_IMPORT_MESSAGES,
  type VendorImport,
} from '@showroom/contract/vendor-import';
import { Button } from '@showroom/ui';
import { serverFieldMessages } from '@showroom/ui/form';
import { type FormEvent, useId, useState } from 'react';
import { uploadImport } from './import-calls.ts';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;

/** Step 1: the template to download, and the vendor's CSV to upload (kept on the server at once). */
export function UploadStep({ onUploaded }: { onUploaded: (upload: VendorImport) => void }) {
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(VENDOR_IMPORT_MESSAGES.fileMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onUploaded((await uploadImport(file)).data);
    } catch (failure) {
      setError(serverFieldMessages(failure)[VENDOR_IMPORT.field] ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sr-import__upload" onSubmit={submit} noValidate>
      <p>
        One row per size of a product; rows with the same SKU are one product's sizes. A SKU you already have
        updates that product's price and stock.{' '}
        <a href={TEMPLATE_HREF} download="showroom-products-template.csv">
          Download the CSV template
        </a>
      </p>
      <label htmlFor={inputId}>CSV file</label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          setError(null);
        }}
      />
      {error && (
        <p id={errorId} className="sr-import__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" busy={busy}>
        Upload
      </Button>
    </form>
  );
}
