import { Inbox } from 'lucide-react';
import { ADMIN_MESSAGES } from '../../../../contracts/admin';
import { AdminEmpty, AdminLoadError } from './list-states';

export const MessagesEmpty = () => <AdminEmpty icon={Inbox} title={ADMIN_MESSAGES.noMessages} />;

export const MessagesLoadError = ({ onRetry }: { onRetry: () => void }) => <AdminLoadError title="The messages could not be loaded." onRetry={onRetry} />;
