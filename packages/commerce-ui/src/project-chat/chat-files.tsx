import { formatMessage } from '@showroom/contract';
import { type ProjectFile, PROJECT_CHAT_MESSAGES as TEXT } from '@showroom/contract/projects';
import { mediaUrl } from '@showroom/core';

/**
 * A message's files: a photo as its thumbnail opening the large view, a PDF as a download link. The
 * links are signed and expire (decision 0105); a reload of the chat gives fresh ones. Opening one is
 * always the reader's click: nothing is fetched but the thumbnail.
 */
export function ChatFiles({ files }: { files: readonly ProjectFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="sr-chat__files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={mediaUrl(file.url)} target="_blank" rel="noopener noreferrer" className="sr-chat__file">
            {file.thumb_url ? (
              <img src={mediaUrl(file.thumb_url)} alt={file.name} width={120} height={90} loading="lazy" />
            ) : (
              <span className="sr-chat__file-name">{file.name}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The files chosen for the message being written, each with a way to take it back. */
export function PendingFiles({
  files,
  onRemove,
}: {
  files: readonly ProjectFile[];
  onRemove: (file: ProjectFile) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="sr-chat__pending">
      {files.map((file) => (
        <li key={file.id} className="sr-chat__pending-file">
          <span>{file.name}</span>
          <button
            type="button"
            className="sr-chat__remove"
            aria-label={formatMessage(TEXT.removeFile, { name: file.name })}
            onClick={() => onRemove(file)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
