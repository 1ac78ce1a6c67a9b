import { describeTotal, type ListTotal } from '../../../../contracts/admin-pages';
import type { AdminMessage } from '../../../../contracts/admin';
import type { ContactCategory } from '../../../../contracts/contact';
import type { MessageStatus } from '../api/messages';

export const MESSAGE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'resolved', label: 'Resolved' },
] as const satisfies readonly { value: MessageStatus | 'all'; label: string }[];

export type MessageFilter = (typeof MESSAGE_FILTERS)[number]['value'];

/** New waits for someone (sunflower), read is information (sky), resolved is done (leaf). */
export const MESSAGE_STATUS: Record<MessageStatus, { label: string; className: string }> = {
  new: { label: 'New', className: 'border-sunflower/60 text-sunflower' },
  read: { label: 'Read', className: 'border-sky/60 text-sky' },
  resolved: { label: 'Resolved', className: 'border-leaf/60 text-leaf' },
};

export const CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General',
  support: 'Support',
  billing: 'Billing',
  feedback: 'Feedback',
};

const SOURCES: Record<string, string> = { contact_page: 'Contact Page', resources_tab: 'Resources Tab' };

/** Spec 001 §2: the two known sources have names; anything else is shown as sent. */
export function sourceLabel(source: string): string {
  return SOURCES[source] ?? source;
}

export const messageSubject = (message: Pick<AdminMessage, 'subject'>) => message.subject?.trim() || 'No Subject';

export const messageCount = (total: ListTotal) => describeTotal(total, { one: 'message', many: 'messages' });
