import { useState } from 'react';
import { ADMIN_USERS_LIMIT } from '../../../../contracts/admin';
import { Spinner } from '@/components/ui/spinner';
import { useAdminUsers } from '../api/users';
import { AdminLoadError } from '../components/list-states';
import { AdminShell } from '../components/admin-shell';
import { UserDetailDialog } from '../components/user-detail-dialog';
import { UserList } from '../components/user-list';
import { UserSearchForm } from '../components/user-search-form';

/** /admin/users (spec 001 §2): the newest accounts, a search by email, and each user's detail. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const users = useAdminUsers(search);
  return (
    <AdminShell title="User Management" description={`Find a parent by email, or look through the ${ADMIN_USERS_LIMIT} newest accounts.`}>
      <div className="grid gap-5">
        <UserSearchForm onSearch={setSearch} />
        <h2 className="text-lg font-bold">{search ? `Results for “${search}”` : 'Recent users'}</h2>
        {users.isPending ? <Spinner label="Loading users" className="justify-self-center py-10" /> : null}
        {users.isError ? <AdminLoadError title="The users could not be loaded." onRetry={() => void users.refetch()} /> : null}
        {users.data ? <UserList users={users.data} searched={search !== ''} onOpen={setOpenUserId} /> : null}
      </div>
      <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} />
    </AdminShell>
  );
}
