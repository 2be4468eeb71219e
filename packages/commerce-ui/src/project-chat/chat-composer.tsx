import {
  CHAT_FILE_MESSAGES,
  CHAT_FILE_UPLOAD,
  MAX_CHAT_QUANTITY,
  type PostProjectChatRequest,
  PROJECT_CHAT,
  type ProjectChatMessage,
  type ProjectFile,
  PROJECT_CHAT_MESSAGES as TEXT,
} from '@showroom/contract/projects';
import { ApiError } from '@showroom/core';
import { refusalMessage, removeChatFile, sendChatMessage, uploadChatFile } from '@showroom/core/project-chat';
import { Button } from '@showroom/ui';
import { FileDropzone } from '@showroom/ui/dropzone';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { PendingFiles } from './chat-files.tsx';
import { productHashIn } from './product-link.ts';

export interface ChatComposerProps {
  projectId: number;
  /** The stored message, to show at once. */
  onSent: (message: ProjectChatMessage) => void;
  /** Each keystroke: tells the others (throttled by the caller). */
  onTyping: () => void;
}

/** The first field error of a refused send, else the server's message. */
function sendError(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.fieldErrors)[0]?.[0];
    if (first) return first;
  }
  return `${TEXT.sendFailed} ${refusalMessage(error)}`;
}

/**
 * Writes and sends a message: Enter sends, Shift+Enter starts a new line. A failed send keeps
 * everything typed, says why, and sending again retries it. A product (pasted link of its page) can be
 * attached as a card, or suggested for the checklist with a quantity; photos go through the spec's
 * dropzone (each uploaded to the project's files with its progress bar, then named by id).
 */
export function ChatComposer({ projectId, onSent, onTyping }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const [attaching, setAttaching] = useState(false);
  const [choosingFiles, setChoosingFiles] = useState(false);
  const [files, setFiles] = useState<readonly ProjectFile[]>([]);
  const [productLink, setProductLink] = useState('');
  const [forChecklist, setForChecklist] = useState(false);
  const [quantity, setQuantity] = useState('1');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const hash = attaching ? productHashIn(productLink) : null;
  const over = draft.trim().length > PROJECT_CHAT.messageMaxLength;
  const canSend =
    !sending && !over && (hash !== null || (!attaching && (draft.trim().length > 0 || files.length > 0)));
  const fileIds = files.map((file) => file.id);

  async function send() {
    if (!canSend) return;
    const body: PostProjectChatRequest = hash
      ? {
          project_id: projectId,
          kind: forChecklist ? 'checklist_item' : 'product',
          message: draft,
          product: hash,
          files: fileIds,
          ...(forChecklist ? { quantity: Number(quantity) || 1 } : {}),
        }
      : { project_id: projectId, kind: 'text', message: draft, files: fileIds };
    setSending(true);
    setError(null);
    try {
      onSent(await sendChatMessage(body));
      setDraft('');
      setAttaching(false);
      setProductLink('');
      setForChecklist(false);
      setQuantity('1');
      setFiles([]);
      setChoosingFiles(false);
    } catch (failure) {
      setError(sendError(failure));
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form className="sr-chat__composer" onSubmit={onSubmit} aria-busy={sending || undefined}>
      <label className="sr-visually-hidden" htmlFor={`${ids}-text`}>
        {TEXT.composerLabel}
      </label>
      <textarea
        id={`${ids}-text`}
        className="sr-chat__input"
        rows={2}
        value={draft}
        placeholder={TEXT.composerPlaceholder}
        aria-invalid={over || undefined}
        aria-describedby={`${ids}-status`}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value) onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      {attaching && (
        <fieldset className="sr-chat__attach">
          <legend className="sr-visually-hidden">{TEXT.attachProduct}</legend>
          <label htmlFor={`${ids}-product`}>{TEXT.productSearchLabel}</label>
          <input
            id={`${ids}-product`}
            value={productLink}
            onChange={(event) => setProductLink(event.target.value)}
            aria-invalid={(productLink.trim() !== '' && hash === null) || undefined}
          />
          <label className="sr-chat__check">
            <input
              type="checkbox"
              checked={forChecklist}
              onChange={(event) => setForChecklist(event.target.checked)}
            />
            {TEXT.attachChecklistItem}
          </label>
          {forChecklist && (
            <label className="sr-chat__quantity">
              {TEXT.quantityLabel}
              <input
                inputMode="numeric"
                value={quantity}
                onChange={(event) =>
                  setQuantity(
                    event.target.value.replace(/\D/g, '').slice(0, String(MAX_CHAT_QUANTITY).length),
                  )
                }
              />
            </label>
          )}
        </fieldset>
      )}
      {choosingFiles && (
        <FileDropzone
          rules={CHAT_FILE_UPLOAD}
          messages={CHAT_FILE_MESSAGES}
          prompt="Drop photos or PDFs here, or press to choose them"
          inputLabel="Choose photos or PDFs to send"
          disabled={files.length >= CHAT_FILE_UPLOAD.maxFiles}
          onUpload={async (file, progress) => {
            const uploaded = await uploadChatFile(projectId, file, progress);
            setFiles((current) => [...current, uploaded]);
          }}
        />
      )}
      <PendingFiles
        files={files}
        onRemove={(file) => {
          setFiles((current) => current.filter((one) => one.id !== file.id));
          void removeChatFile(projectId, file.id);
        }}
      />
      <p id={`${ids}-status`} className="sr-chat__status" role={error ? 'alert' : undefined}>
        {error ?? (over ? TEXT.tooLong.replace('{max}', String(PROJECT_CHAT.messageMaxLength)) : '')}
      </p>
      <div className="sr-chat__actions">
        <Button
          variant="secondary"
          onClick={() => setChoosingFiles((open) => !open)}
          aria-expanded={choosingFiles}
        >
          {TEXT.attachFile}
        </Button>
        <Button variant="secondary" onClick={() => setAttaching((open) => !open)} aria-expanded={attaching}>
          {TEXT.attachProduct}
        </Button>
        <Button type="submit" busy={sending} disabled={!canSend}>
          {sending ? TEXT.sending : TEXT.send}
        </Button>
      </div>
    </form>
  );
}
