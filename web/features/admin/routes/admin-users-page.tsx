import { useState } from 'react';
import { ADMIN_USERS_LIMIT } from '../../../../contracts/admin';
import { describeTotal } from '../../../../contracts/admin-pages';
import { Spinner } from '@/components/ui/spinner';
import { useAdminUsers } from '../api/users';
import { AdminLoadError } from '../components/list-states';
import { AdminShell } from '../components/admin-shell';
import { UserDetailDialog } from '../components/user-detail-dialog';
import { UserList } from '../components/user-list';
import { UserSearchForm } from '../components/user-search-form';
import { PageControls } from '../components/page-controls';
import { usePageCursor } from '../lib/use-page-cursor';

/** /admin/users (spec 001 §2): the newest accounts, a search by email, and each user's detail. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const pages = usePageCursor(search);
  const users = useAdminUsers(search, pages.cursor);
  const refreshing = users.isPlaceholderData;
  return (
    <AdminShell
      title="User Management"
      description={`Find a parent by part of their email or name, or look through every account, ${ADMIN_USERS_LIMIT} at a time.`}
    >
      <div className="grid gap-5">
        <UserSearchForm onSearch={setSearch} />
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className="text-lg font-bold">{search ? `Results for “${search}”` : 'Recent users'}</h2>
          <p aria-live="polite" className="text-muted">
            {users.data && !refreshing ? describeTotal(users.data.total, { one: 'user', many: 'users' }) : null}
          </p>
        </div>
        {users.isPending ? <Spinner label="Loading users" className="justify-self-center py-10" /> : null}
        {users.isError ? <AdminLoadError title="The users could not be loaded." onRetry={() => void users.refetch()} /> : null}
        {users.data ? <UserList users={users.data.items} searched={search !== ''} busy={refreshing} onOpen={setOpenUserId} /> : null}
        {users.data ? <PageControls pages={pages} nextCursor={users.data.nextCursor} busy={refreshing} label="Users" /> : null}
      </div>
      <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} />
    </AdminShell>
  );
}
