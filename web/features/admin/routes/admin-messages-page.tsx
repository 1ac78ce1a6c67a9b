import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAdminMessages } from '../api/messages';
import { AdminShell } from '../components/admin-shell';
import { MessageCard } from '../components/message-card';
import { StatusFilter } from '../components/status-filter';
import { MessagesEmpty, MessagesLoadError } from '../components/message-list-states';
import { MESSAGE_FILTERS, messageCount, type MessageFilter as Filter } from '../lib/message-labels';
import { PageControls } from '../components/page-controls';
import { usePageCursor } from '../lib/use-page-cursor';
import { AdminList } from '../components/admin-list';

/** /admin/messages (spec 001 §2): what parents sent through the contact form and the resources tab. */
export function AdminMessagesPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const pages = usePageCursor(filter);
  const messages = useAdminMessages(filter, pages.cursor);
  const items = messages.data?.items;
  const refreshing = messages.isPlaceholderData;
  return (
    <AdminShell title="Support Messages" description="Messages parents sent us. Set a status as you work through them.">
      <div className="grid gap-5">
        <StatusFilter
          options={MESSAGE_FILTERS}
          value={filter}
          onChange={setFilter}
          count={messages.data && !refreshing ? messageCount(messages.data.total) : null}
        />
        {messages.isPending ? <Spinner label="Loading messages" className="justify-self-center py-10" /> : null}
        {messages.isError ? <MessagesLoadError onRetry={() => void messages.refetch()} /> : null}
        {items?.length === 0 ? <MessagesEmpty /> : null}
        {items && items.length > 0 ? (
          <AdminList busy={refreshing} className="grid gap-4">
            {items.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </AdminList>
        ) : null}
        {messages.data ? <PageControls pages={pages} nextCursor={messages.data.nextCursor} busy={refreshing} label="Messages" /> : null}
      </div>
    </AdminShell>
  );
}
