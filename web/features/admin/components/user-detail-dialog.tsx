import { useEffect } from 'react';
import { ADMIN_MESSAGES } from '../../../../contracts/admin';
import { ModalDialog } from '@/components/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/use-toast';
import { useAdminUserDetail } from '../api/users';
import { UserDetail } from './user-detail';

/** The detail view of one user, opened from the list; Escape or Close returns focus to the row. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useAdminUserDetail(userId);
  const failed = detail.isError;

  // Spec 001 §8: the failure is a toast as well as the text in the dialog.
  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title: ADMIN_MESSAGES.userDetailsFailed });
  }, [failed, userId]);

  return (
    <ModalDialog open={userId !== null} onOpenChange={(open) => !open && onClose()} title="User details" initialFocus="title" className="max-w-2xl">
      {detail.isPending ? <Spinner label="Loading user details" className="justify-self-center py-6" /> : null}
      {failed ? <p className="font-medium text-destructive-text">{ADMIN_MESSAGES.userDetailsFailed}</p> : null}
      {detail.data ? <UserDetail user={detail.data} /> : null}
    </ModalDialog>
  );
}
