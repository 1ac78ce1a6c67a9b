import { ChevronRight, Users } from 'lucide-react';
import { ADMIN_MESSAGES, type AdminUserSummary } from '../../../../contracts/admin';
import { formatDate } from '../lib/format';
import { PurchaseBadge } from './user-badge';
import { AdminList } from './admin-list';

function displayName(user: AdminUserSummary): string | null {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || null;
}

/** The recent users (or the search's matches); each row opens the user's detail. */
export function UserList({ users, searched, busy, onOpen }: { users: AdminUserSummary[]; searched: boolean; busy: boolean; onOpen: (id: string) => void }) {
  if (users.length === 0) {
    return (
      <div className="grid place-items-center gap-3 rounded-card border border-dashed border-border p-10 text-center">
        <Users className="size-10 text-muted" aria-hidden="true" />
        <p className="text-lg font-semibold">{searched ? ADMIN_MESSAGES.noUsersForSearch : ADMIN_MESSAGES.noUsers}</p>
      </div>
    );
  }
  return (
    <AdminList busy={busy} className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface">
      {users.map((user) => {
        const name = displayName(user);
        return (
          <li key={user.id}>
            <button
              type="button"
              onClick={() => onOpen(user.id)}
              aria-haspopup="dialog"
              className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left hover:bg-surface-2 sm:px-5"
            >
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-semibold wrap-anywhere">{user.email}</span>
                <span className="text-sm text-muted">
                  {name ? `${name} · ` : ''}Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </span>
              </span>
              <PurchaseBadge paid={user.hasPurchasedPlan} />
              <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </AdminList>
  );
}
