import type { AdminMessage } from '../../../../contracts/admin';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '../lib/format';
import { CATEGORY_LABELS, MESSAGE_STATUS, messageSubject, sourceLabel } from '../lib/message-labels';
import { AuditTrail } from './audit-trail';
import { MessageBadge } from './message-badge';
import { MessageStatusSelect } from './message-status-select';

/** One support message as the spec lists its fields (spec 001 §2, Messages), with its status select and history. */
export function MessageCard({ message }: { message: AdminMessage }) {
  const status = MESSAGE_STATUS[message.status];
  const source = message.metadata?.source;
  const planId = message.metadata?.planId;
  return (
    <Card className="p-5 sm:p-6">
      <article aria-label={messageSubject(message)} className="grid gap-4">
        <header className="grid gap-2">
          <h2 className="text-lg font-bold break-words">{messageSubject(message)}</h2>
          <div className="flex flex-wrap gap-2">
            <MessageBadge kind="Status" className={status.className}>
              {status.label}
            </MessageBadge>
            <MessageBadge kind="Category">{CATEGORY_LABELS[message.category]}</MessageBadge>
            {source ? (
              <MessageBadge kind="Source" className="border-violet text-foreground">
                {sourceLabel(source)}
              </MessageBadge>
            ) : null}
          </div>
          <p className="text-sm text-muted">
            From <span className="font-semibold text-foreground">{message.name}</span> ·{' '}
            <a href={`mailto:${message.email}`} className="break-all text-sky underline underline-offset-4">
              {message.email}
            </a>{' '}
            · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </header>
        <p className="rounded-xl bg-surface-2 p-4 break-words whitespace-pre-wrap">{message.message}</p>
        {message.userId || planId ? (
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
            {message.userId ? (
              <>
                <dt className="text-muted">User ID</dt>
                <dd className="font-mono break-all">{message.userId}</dd>
              </>
            ) : null}
            {planId ? (
              <>
                <dt className="text-muted">Plan ID</dt>
                <dd className="font-mono break-all">{planId}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <MessageStatusSelect messageId={message.id} status={message.status} />
        <AuditTrail entityType="message" entityId={message.id} />
      </article>
    </Card>
  );
}
