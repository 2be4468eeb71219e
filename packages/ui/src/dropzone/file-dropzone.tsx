import { apiFieldErrors } from '@showroom/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './file-dropzone.css?inline';
import { type ImageUploadMessages, type ImageUploadRules, imageProblem } from './image-check.ts';

export interface FileDropzoneProps {
  rules: ImageUploadRules;
  messages: ImageUploadMessages;
  /** What the zone says it takes, e.g. "Drop your logo here". */
  prompt: string;
  /** Names the hidden file input for assistive technology, e.g. "Choose a logo file". */
  inputLabel: string;
  disabled?: boolean;
  /**
   * Sends one checked file; `progress` takes the share sent, 0 to 1, for its bar. A refusal's field
   * message shows under the zone.
   */
  onUpload: (file: File, progress: (sent: number) => void) => Promise<void>;
}

interface Upload {
  key: number;
  name: string;
  sent: number;
}

/** A file whose sending failed for no fault of its own (the network, the server): kept to send again. */
interface Failed {
  key: number;
  file: File;
}

const FAILED = 'The picture could not be uploaded. Please try again.';

/**
 * The file dropzone of spec §5: drop pictures on it, or press it (a real button, so the keyboard
 * reaches it) to choose them; several at once only when `rules.maxFiles` is above 1. Each file is
 * checked first (type, size, minimum dimensions) and sent on its own with its own progress bar; what is
 * wrong with a file is said under the zone, as the server's refusal is. A file the network or the
 * server lost (no refusal) stays listed with a Retry button, so nothing chosen is lost.
 */
export function FileDropzone({
  rules,
  messages,
  prompt,
  inputLabel,
  disabled = false,
  onUpload,
}: FileDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const messageId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failed, setFailed] = useState<Failed[]>([]);
  const [over, setOver] = useState(false);
  const maxFiles = rules.maxFiles ?? 1;
  const multiple = maxFiles > 1;
  const busy = uploads.length > 0;

  const named = (file: File, message: string) => (multiple ? `${file.name}: ${message}` : message);

  async function send(file: File): Promise<string | null> {
    const key = nextKey.current++;
    const progress = (sent: number) =>
      setUploads((all) => all.map((one) => (one.key === key ? { ...one, sent } : one)));
    setUploads((all) => [...all, { key, name: file.name, sent: 0 }]);
    try {
      await onUpload(file, progress);
      return null;
    } catch (error) {
      const refusal = apiFieldErrors(error)[rules.field]?.[0];
      // Nothing is lost: a file the server did not refuse stays here, to send again.
      if (!refusal) setFailed((all) => [...all, { key, file }]);
      return named(file, refusal ?? FAILED);
    } finally {
      setUploads((all) => all.filter((one) => one.key !== key));
    }
  }

  async function take(list: FileList | null | undefined) {
    if (!list || list.length === 0 || busy || disabled) return;
    const files = Array.from(list).slice(0, maxFiles);
    // Every file is checked before any is sent: a refusal shows at once, not after the uploads before it.
    const problems = await Promise.all(files.map((file) => imageProblem(file, rules, messages)));
    const found = files.flatMap((file, index) => {
      const problem = problems[index];
      return problem ? [named(file, problem)] : [];
    });
    setProblems([...found]);
    // One after another: the photos keep the order they were chosen in.
    for (const [index, file] of files.entries()) {
      if (problems[index]) continue;
      const refused = await send(file);
      if (refused) found.push(refused);
      setProblems([...found]);
    }
    if (input.current) input.current.value = '';
  }

  async function retry({ key, file }: Failed) {
    setFailed((all) => all.filter((one) => one.key !== key));
    const refused = await send(file);
    setProblems(refused ? [refused] : []);
  }

  function onDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files);
  }

  const anyOf = multiple ? 'or press to choose them' : 'or press to choose one';
  const largest = rules.maxPixels ? `, at most ${rules.maxPixels / 1_000_000} megapixels` : '';
  return (
    <div className="sr-dropzone">
      <StyleSheet name="sr-dropzone" css={css} />
      <button
        type="button"
        className={over ? 'sr-dropzone__zone sr-dropzone__zone--over' : 'sr-dropzone__zone'}
        disabled={disabled}
        aria-busy={busy}
        aria-describedby={messageId}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <strong>{busy ? 'Uploading…' : prompt}</strong>
        <span>
          {anyOf}: {rules.extensions.join(', ')}; at least {rules.minWidth} × {rules.minHeight} pixels
          {largest}.
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={rules.extensions.map((ending) => `.${ending}`).join(',')}
        multiple={multiple}
        hidden
        disabled={disabled}
        aria-label={inputLabel}
        onChange={(event) => void take(event.target.files)}
      />
      {uploads.length > 0 && (
        <ul className="sr-dropzone__uploads" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="sr-dropzone__upload">
              <span>{upload.name}</span>
              <progress
                max={100}
                value={Math.round(upload.sent * 100)}
                aria-label={`Uploading ${upload.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 && (
        <ul className="sr-dropzone__uploads" aria-label="Not sent">
          {failed.map((one) => (
            <li key={one.key} className="sr-dropzone__upload">
              <span>{one.file.name}</span>
              <button
                type="button"
                className="sr-dropzone__retry"
                disabled={busy || disabled}
                onClick={() => void retry(one)}
              >
                Retry {one.file.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div id={messageId} className="sr-dropzone__message" role={problems.length > 0 ? 'alert' : undefined}>
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </div>
  );
}
