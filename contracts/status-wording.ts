import type { DevelopmentStatus } from './analysis.ts';
import { messageKey, type MessageKey } from './i18n/keys.ts';

/**
 * Development status in words a parent can take (docs/design.md, voice): the analyser says
 * 'behind' only when the whole range lies below the child's age and 'advanced' only when it lies
 * wholly above. Never alarming; below the range says what happens next and who to ask. One
 * wording for the result screens and the paediatrician's report alike.
 */
export const STATUS_LABELS: Record<DevelopmentStatus, string> = {
  advanced: "Ahead of what we'd expect for your child's age — every child's path is different",
  typical: "Within the range we'd expect for your child's age",
  behind: 'Keep practising — we re-check at each checkpoint; talk to your paediatrician if you are worried',
};

/**
 * Issue 33: a standard task's status, on the norms' wider range (ADR 030). It speaks of the task,
 * not of the child, and promises no re-check: a task done without a plan has no checkpoint.
 */
export const TASK_STATUS_LABELS: Record<'advanced' | 'behind', string> = {
  advanced: 'Ahead of what most children of this age do on this task — every child’s path is different',
  behind:
    'Below what most children of this age do on this task — children do these tasks differently from day to day, so try it again in a few weeks; talk to your paediatrician if you are worried',
};

/**
 * Issue 32: what a result says instead of a status when the child's age lies outside the ages the
 * drawing-age model was calibrated on (ADR 029): one drawing cannot place the child at all.
 */
export const NOT_PLACED_LABEL =
  'One drawing cannot place a child of this age as ahead or behind: the analyser was tested on drawings by children aged 4 to 8, known only by whole years, so it compares only between about 4 ½ and 8 ½ years';

/** The same wordings as message keys (issue 37): `t(STATUS_LABEL_KEYS[status])` in the reader's language. */
export const STATUS_LABEL_KEYS: Record<DevelopmentStatus, MessageKey> = {
  advanced: messageKey('ages.status.advanced'),
  typical: messageKey('ages.status.typical'),
  behind: messageKey('ages.status.behind'),
};

export const TASK_STATUS_LABEL_KEYS: Record<'advanced' | 'behind', MessageKey> = {
  advanced: messageKey('ages.taskStatus.advanced'),
  behind: messageKey('ages.taskStatus.behind'),
};

export const NOT_PLACED_LABEL_KEY: MessageKey = messageKey('ages.status.notPlaced');
