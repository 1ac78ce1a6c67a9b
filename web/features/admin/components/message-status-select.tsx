import { ADMIN_MESSAGES } from '../../../../contracts/admin';
import { useUpdateMessageStatus, type MessageStatus } from '../api/messages';
import { MESSAGE_STATUS } from '../lib/message-labels';
import { StatusSelect } from './status-select';

const TOASTS = { successTitle: ADMIN_MESSAGES.statusUpdatedTitle, success: ADMIN_MESSAGES.messageStatusUpdated, failed: ADMIN_MESSAGES.messageStatusFailed };

export function MessageStatusSelect({ messageId, status }: { messageId: string; status: MessageStatus }) {
  return <StatusSelect itemId={messageId} status={status} labels={MESSAGE_STATUS} update={useUpdateMessageStatus()} toasts={TOASTS} />;
}
