import { productPath } from '@showroom/contract';
import {
  type ProjectChatMessage,
  type ProjectRole,
  PROJECT_CHAT_MESSAGES as TEXT,
} from '@showroom/contract/projects';
import { ShellLink } from '@showroom/ui';
import { ProductThumb } from '../product-line/product-thumb.tsx';
import { ChatFiles } from './chat-files.tsx';
import { MessageText } from './message-text.tsx';

export const ROLE_NAMES: Record<ProjectRole, string> = {
  owner: TEXT.roleOwner,
  pro: TEXT.rolePro,
  designer: TEXT.roleDesigner,
};

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** One message: who wrote it and when, its text, and its product card (linking to the product page). */
export function ChatMessageItem({
  message,
  own,
  readBy,
}: {
  message: ProjectChatMessage;
  own: boolean;
  /** Names of the others whose read mark is at this message (the read marks). */
  readBy: readonly string[];
}) {
  const at = new Date(message.created_at);
  const author = own ? TEXT.you : (message.sender?.name ?? '—');
  return (
    <li className="sr-chat__message" data-own={own || undefined}>
      <p className="sr-chat__meta">
        <span className="sr-chat__author">{author}</span>
        {message.sender && !own && <span className="sr-chat__role">{ROLE_NAMES[message.sender.role]}</span>}
        <time dateTime={message.created_at} title={day.format(at).replaceAll('/', '.')}>
          {time.format(at)}
        </time>
      </p>
      {message.message && <MessageText text={message.message} />}
      <ChatFiles files={message.files} />
      {message.product && (
        <div className="sr-chat__product">
          <ProductThumb product={message.product} px={56} />
          <div>
            {message.kind === 'checklist_item' && (
              <p className="sr-chat__product-note">
                {TEXT.checklistItemLabel}
                {message.quantity !== null && ` · ${TEXT.quantityLabel} ${message.quantity}`}
              </p>
            )}
            <ShellLink to={productPath(message.product.hash)} className="sr-chat__product-name">
              {message.product.name}
            </ShellLink>
          </div>
        </div>
      )}
      {readBy.length > 0 && (
        <p className="sr-chat__read">{TEXT.readBy.replace('{names}', readBy.join(', '))}</p>
      )}
    </li>
  );
}
