import { BRAND } from '../../../contracts/brand.ts';
import { NOTICE_NAMES, UNSUBSCRIBE_PAGE, type NoticeKind } from '../../../contracts/notifications.ts';
import type { OpenWeek, UnseenFeedback } from './notice-facts.ts';

type Recipient = { name: string; firstName: string | null };
export type NoticeEmail = { subject: string; text: string };

const SIGN_OFF = `— The ${BRAND.name} team`;
const NOT_A_DIAGNOSIS = `${BRAND.name} gives estimates from drawings; it is not a diagnosis. If you are ever worried about your child's development, your paediatrician is the person to ask.`;

/** Every notice ends the same way: how to stop this kind, and where all the settings are. */
function compose(kind: NoticeKind, user: Recipient, body: string[], links: { unsubscribePage: string; publicUrl: string }): string {
  return [
    `Hello ${user.firstName || user.name},`,
    '',
    ...body,
    '',
    SIGN_OFF,
    '',
    '---',
    `You get this because ${NOTICE_NAMES[kind]} is on. To stop it with one click: ${links.unsubscribePage}`,
    `All your e-mail settings: ${links.publicUrl}/account#email-settings`,
  ].join('\n');
}

export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;

type Links = { unsubscribePage: string; publicUrl: string };

export function weeklyReminderEmail(user: Recipient, weeks: OpenWeek[], links: Links): NoticeEmail {
  const [first] = weeks;
  const subject =
    weeks.length === 1 && first ? `Drawing time: week ${first.week} is ready for ${first.childName}` : 'Drawing time: this week’s challenges are ready';
  const lines = weeks.map((w) => `• ${w.childName}, week ${w.week}${w.title ? `: “${w.title}”` : ''} — ${links.publicUrl}/plans/${w.planId}`);
  return {
    subject,
    text: compose(
      'weekly-reminder',
      user,
      [
        'A gentle reminder, as you asked: this week’s drawing challenge is waiting.',
        '',
        ...lines,
        '',
        'Ten relaxed minutes are plenty. There is no wrong drawing.',
      ],
      links,
    ),
  };
}

/** "Mia and Leo", "Mia, Leo and Ada". */
function andList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "week 3", "weeks 2–4" (one run), "weeks 2, 4 and 5". */
export function weeksPhrase(weekNumbers: number[]): string {
  const weeks = [...new Set(weekNumbers)].sort((a, b) => a - b);
  if (weeks.length === 1) return `week ${weeks[0]}`;
  const oneRun = weeks.every((week, i) => i === 0 || week === weeks[i - 1]! + 1);
  return oneRun ? `weeks ${weeks[0]}–${weeks.at(-1)}` : `weeks ${andList(weeks.map(String))}`;
}

/** One e-mail for every week whose feedback finished unopened within the quiet time (issue 35). */
export function feedbackReadyEmail(user: Recipient, feedback: UnseenFeedback[], links: Links): NoticeEmail {
  const children = [...new Set(feedback.map((f) => f.childName))];
  const [first] = feedback;
  const subject =
    children.length === 1
      ? `${children[0]}'s feedback for ${weeksPhrase(feedback.map((f) => f.weekNumber))} is ready`
      : `Feedback for ${andList(children)} is ready`;
  const opening =
    feedback.length === 1 && first
      ? [
          `We have looked at ${first.childName}'s drawing for week ${first.weekNumber} (“${first.challengeTitle}”). The feedback is ready:`,
          `${links.publicUrl}/challenge-results/${first.id}`,
        ]
      : [
          'We have looked at these drawings. The feedback is ready:',
          '',
          ...feedback.map((f) => `• ${f.childName}, week ${f.weekNumber} (“${f.challengeTitle}”) — ${links.publicUrl}/challenge-results/${f.id}`),
        ];
  return { subject, text: compose('feedback-ready', user, [...opening, '', NOT_A_DIAGNOSIS], links) };
}

/** `attached`: whether the PDF report made it into the e-mail (it is always on the plan page). */
export function checkpointReadyEmail(
  user: Recipient,
  checkpoint: { childName: string; checkpointNumber: number; planId: string },
  links: Links,
  attached: boolean,
): NoticeEmail {
  return {
    subject: `Checkpoint ${checkpoint.checkpointNumber} for ${checkpoint.childName} is ready`,
    text: compose(
      'checkpoint-ready',
      user,
      [
        `Checkpoint ${checkpoint.checkpointNumber} compares ${checkpoint.childName}'s recent drawings with where you started. See it on the plan page:`,
        `${links.publicUrl}/plans/${checkpoint.planId}`,
        '',
        attached
          ? 'The report is attached as a PDF, to keep or to show a paediatrician or teacher. It gives estimates as ranges, from a handful of drawings.'
          : 'The PDF report could not be attached this time; you can download it from the plan page.',
        '',
        NOT_A_DIAGNOSIS,
      ],
      links,
    ),
  };
}

export const checkpointReportFilename = (childName: string, checkpointNumber: number) =>
  `${BRAND.name}-${childName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'child'}-checkpoint-${checkpointNumber}.pdf`;
