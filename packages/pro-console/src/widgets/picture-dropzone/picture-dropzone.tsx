import { PRO_PICTURE_LABELS, PRO_PICTURE_UPLOAD, type ProPictureKind } from '@showroom/contract/pro';
import { apiFieldErrors } from '@showroom/core';
import { StyleSheet } from '@showroom/ui';
import { type DragEvent, useId, useRef, useState } from 'react';
import { pictureProblem } from './picture-check.ts';
import css from './picture-dropzone.css?inline';

export interface PictureDropzoneProps {
  kind: ProPictureKind;
  /** What the zone says it takes, e.g. "Drop your logo here". */
  prompt: string;
  disabled?: boolean;
  /** Sends the checked file; a refusal's field message shows under the zone. */
  onUpload: (file: File) => Promise<void>;
}

const ACCEPT = PRO_PICTURE_UPLOAD.extensions.map((ending) => `.${ending}`).join(',');

/**
 * The file dropzone of spec §5 (one file: max 1): drop a picture on it, or press it (a real button,
 * so the keyboard reaches it) to choose one. Checks type, size and minimum dimensions first and says
 * what is wrong under the zone, as the server's refusal does.
 */
export function PictureDropzone({ kind, prompt, disabled = false, onUpload }: PictureDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const { minWidth, minHeight } = PRO_PICTURE_UPLOAD[kind];

  async function take(file: File | undefined) {
    if (!file || busy || disabled) return;
    setMessage(null);
    const problem = await pictureProblem(file, kind);
    if (problem) {
      setMessage(problem);
      return;
    }
    setBusy(true);
    try {
      await onUpload(file);
    } catch (error) {
      const field = apiFieldErrors(error)[PRO_PICTURE_UPLOAD.field]?.[0];
      setMessage(field ?? 'The picture could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  }

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
          or press to choose one: {PRO_PICTURE_UPLOAD.extensions.join(', ')}; at least {minWidth} ×{' '}
          {minHeight} pixels.
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        disabled={disabled}
        aria-label={`Choose a ${PRO_PICTURE_LABELS[kind]} file`}
        onChange={(event) => void take(event.target.files?.[0])}
      />
      <p id={messageId} className="sr-dropzone__message" role={message ? 'alert' : undefined}>
        {message}
      </p>
    </div>
  );
}
