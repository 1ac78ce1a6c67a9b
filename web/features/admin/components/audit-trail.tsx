import { History } from 'lucide-react';
import { useState } from 'react';
import type { AuditEntityType, AuditEvent } from '../../../../contracts/admin';
import { Spinner } from '@/components/ui/spinner';
import { useAuditTrail } from '../api/audit';
import { ShowOlder } from './show-older';
import { formatDateTime } from '../lib/format';

const ACTIONS: Record<string, string> = {
  status: 'changed the status',
  fulfillment: 'updated fulfilment details',
  'prompt.update': 'edited the prompt',
  'prompt.restore': 'restored an earlier version',
  'voucher.create': 'created the voucher',
  'voucher.deactivate': 'deactivated the voucher',
};

function describeChange(field: string, [before, after]: [unknown, unknown]): string {
  const show = (v: unknown) =>
    v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? (v.length > 60 ? `${v.slice(0, 57)}…` : v) : JSON.stringify(v);
  return `${field}: ${show(before)} → ${show(after)}`;
}

function AuditEntry({ event }: { event: AuditEvent }) {
  const changes = Object.entries(event.changes);
  return (
    <li className="border-l-2 border-border pl-3">
      <p className="text-sm">
        <span className="font-semibold">{event.actor.email}</span> {ACTIONS[event.action] ?? event.action}
      </p>
      <p className="text-xs text-muted">
        <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
      </p>
      {changes.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs text-muted">
          {changes.map(([field, change]) => (
            <li key={field} className="break-words">
              {describeChange(field, change)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * "Change history" under an item: who changed what, and when. Closed by default and fetched
 * only when opened, so long lists stay one request.
 */
export function AuditTrail({ entityType, entityId }: { entityType: AuditEntityType; entityId: string }) {
  const [open, setOpen] = useState(false);
  const trail = useAuditTrail(entityType, entityId, open);
  const events = trail.items;
  return (
    <details className="mt-3 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg text-muted hover:text-foreground">
        <History className="size-4" aria-hidden="true" />
        Change history
      </summary>
      <div className="mt-2">
        {trail.isLoading ? <Spinner label="Loading change history" /> : null}
        {trail.isError ? <p className="text-destructive-text">Could not load the change history.</p> : null}
        {events && events.length === 0 ? <p className="text-muted">No admin changes yet.</p> : null}
        {events && events.length > 0 ? (
          <ol className="space-y-3">
            {events.map((event) => (
              <AuditEntry key={event.id} event={event} />
            ))}
          </ol>
        ) : null}
        <ShowOlder list={trail} label="Show older changes" />
      </div>
    </details>
  );
}
