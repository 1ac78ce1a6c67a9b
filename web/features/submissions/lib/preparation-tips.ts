import type { MessageKey } from '../../../../contracts/i18n/keys';

/**
 * Static advice for the Preparation Tips tab (spec 000 §2). Written for any week's challenge:
 * what to set out, where, when, how to begin and how to talk about the drawing afterwards.
 * Message keys, said in the page's language when shown.
 */
export interface PreparationTip {
  id: 'materials' | 'space' | 'timeOfDay' | 'introducing' | 'encouraging';
  title: MessageKey;
  points: readonly MessageKey[];
}

export const PREPARATION_TIPS: readonly PreparationTip[] = [
  {
    id: 'materials',
    title: 'submissions.prepare.materials',
    points: ['submissions.prepare.materials.1', 'submissions.prepare.materials.2', 'submissions.prepare.materials.3', 'submissions.prepare.materials.4'],
  },
  {
    id: 'space',
    title: 'submissions.prepare.space',
    points: ['submissions.prepare.space.1', 'submissions.prepare.space.2', 'submissions.prepare.space.3', 'submissions.prepare.space.4'],
  },
  {
    id: 'timeOfDay',
    title: 'submissions.prepare.timeOfDay',
    points: ['submissions.prepare.timeOfDay.1', 'submissions.prepare.timeOfDay.2', 'submissions.prepare.timeOfDay.3'],
  },
  {
    id: 'introducing',
    title: 'submissions.prepare.introducing',
    points: [
      'submissions.prepare.introducing.1',
      'submissions.prepare.introducing.2',
      'submissions.prepare.introducing.3',
      'submissions.prepare.introducing.4',
    ],
  },
  {
    id: 'encouraging',
    title: 'submissions.prepare.encouraging',
    points: [
      'submissions.prepare.encouraging.1',
      'submissions.prepare.encouraging.2',
      'submissions.prepare.encouraging.3',
      'submissions.prepare.encouraging.4',
      'submissions.prepare.encouraging.5',
    ],
  },
];
