import { IMPORT_FIELDS, type ImportMapping, type VendorImport } from '@showroom/contract/vendor-import';

const NOT_IN_FILE = '';

/**
 * Step 2: which column of the file holds each of our fields, guessed from its header and changeable;
 * the file's first row beside each, so the vendor sees what will be read. `errors`: the server's
 * message per field (a required field left without a column).
 */
export function MappingTable({
  upload,
  mapping,
  errors,
  disabled,
  onChange,
}: {
  upload: VendorImport;
  mapping: ImportMapping;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  const firstRow = upload.sample[0] ?? [];
  return (
    <table className="sr-import__mapping">
      <caption>Columns of {upload.file_name}</caption>
      <thead>
        <tr>
          <th scope="col">Our field</th>
          <th scope="col">Your column</th>
          <th scope="col">First row</th>
        </tr>
      </thead>
      <tbody>
        {IMPORT_FIELDS.map((field) => {
          const column = mapping[field.key];
          const error = errors[`mapping.${field.key}`];
          const selectId = `sr-import-${field.key}`;
          return (
            <tr key={field.key}>
              <th scope="row">
                <label htmlFor={selectId}>
                  {field.label}
                  {field.required && <span aria-hidden="true"> *</span>}
                </label>
              </th>
              <td>
                <select
                  id={selectId}
                  value={column === null ? NOT_IN_FILE : String(column)}
                  disabled={disabled}
                  required={field.required}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${selectId}-error` : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    onChange({ ...mapping, [field.key]: value === NOT_IN_FILE ? null : Number(value) });
                  }}
                >
                  <option value={NOT_IN_FILE}>Not in the file</option>
                  {upload.headers.map((header, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position; headers may repeat.
                    <option key={index} value={String(index)}>
                      {header || `Column ${index + 1}`}
                    </option>
                  ))}
                </select>
                {error && (
                  <p id={`${selectId}-error`} className="sr-import__error">
                    {error}
                  </p>
                )}
              </td>
              <td className="sr-import__sample">{column === null ? '' : (firstRow[column] ?? '')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
