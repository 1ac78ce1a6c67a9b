import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAdminMessages } from '../api/messages';
import { AdminShell } from '../components/admin-shell';
import { MessageCard } from '../components/message-card';
import { StatusFilter } from '../components/status-filter';
import { MessagesEmpty, MessagesLoadError } from '../components/message-list-states';
import { MESSAGE_FILTERS, messageCount, type MessageFilter as Filter } from '../lib/message-labels';

/** /admin/messages (spec 001 §2): what parents sent through the contact form and the resources tab. */
export function AdminMessagesPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const messages = useAdminMessages(filter);
  return (
    <AdminShell title="Support Messages" description="Messages parents sent us. Set a status as you work through them.">
      <div className="grid gap-5">
        <StatusFilter options={MESSAGE_FILTERS} value={filter} onChange={setFilter} count={messages.data ? messageCount(messages.data.length) : null} />
        {messages.isPending ? <Spinner label="Loading messages" className="justify-self-center py-10" /> : null}
        {messages.isError ? <MessagesLoadError onRetry={() => void messages.refetch()} /> : null}
        {messages.data?.length === 0 ? <MessagesEmpty /> : null}
        {messages.data && messages.data.length > 0 ? (
          <ul className="grid gap-4">
            {messages.data.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </AdminShell>
  );
}
