import { BRAND } from '../../../contracts/brand.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { NOTICE_NAME_KEYS } from '../../../contracts/notice-names.ts';
import { UNSUBSCRIBE_PAGE, type NoticeKind } from '../../../contracts/notifications.ts';
import { andList } from '../mail/email-format.ts';
import { letter } from '../mail/templates.ts';
import type { OpenWeek, UnseenFeedback } from './notice-facts.ts';

type Recipient = { name: string; firstName: string | null };
export type NoticeEmail = { subject: string; text: string };

const notADiagnosis = (t: Translator) => t('email.notice.notADiagnosis', { brand: BRAND.name });

/** Every notice ends the same way: how to stop this kind, and where all the settings are. `t`: the parent's language. */
function compose(t: Translator, kind: NoticeKind, user: Recipient, body: string[], links: Links): string {
  return [
    letter(t, user, body),
    '',
    '---',
    t('email.notice.because', { notice: t(NOTICE_NAME_KEYS[kind]), link: links.unsubscribePage }),
    t('email.notice.settings', { link: `${links.publicUrl}/account#email-settings` }),
  ].join('\n');
}

export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;

type Links = { unsubscribePage: string; publicUrl: string };

export function weeklyReminderEmail(t: Translator, user: Recipient, weeks: OpenWeek[], links: Links): NoticeEmail {
  const [first] = weeks;
  const subject = weeks.length === 1 && first ? t('email.reminder.subjectOne', { week: first.week, child: first.childName }) : t('email.reminder.subjectMany');
  const lines = weeks.map((w) => {
    const values = { child: w.childName, week: w.week, link: `${links.publicUrl}/plans/${w.planId}` };
    return w.title ? t('email.reminder.weekTitled', { ...values, title: w.title }) : t('email.reminder.week', values);
  });
  return {
    subject,
    text: compose(t, 'weekly-reminder', user, [t('email.reminder.gentle'), '', ...lines, '', t('email.reminder.relaxed')], links),
  };
}

/** "week 3", "weeks 2–4" (one run), "weeks 2, 4 and 5" — in the parent's language. */
export function weeksPhrase(t: Translator, weekNumbers: number[]): string {
  const weeks = [...new Set(weekNumbers)].sort((a, b) => a - b);
  if (weeks.length === 1) return t('email.weeks.one', { week: weeks[0] ?? 0 });
  const oneRun = weeks.every((week, i) => i === 0 || week === weeks[i - 1]! + 1);
  return oneRun ? t('email.weeks.run', { from: weeks[0] ?? 0, to: weeks.at(-1) ?? 0 }) : t('email.weeks.list', { list: andList(weeks.map(String), t) });
}

/** One e-mail for every week whose feedback finished unopened within the quiet time (issue 35). */
export function feedbackReadyEmail(t: Translator, user: Recipient, feedback: UnseenFeedback[], links: Links): NoticeEmail {
  const children = [...new Set(feedback.map((f) => f.childName))];
  const [first] = feedback;
  const subject =
    children.length === 1
      ? t('email.feedback.subjectOneChild', {
          child: children[0] ?? '',
          weeks: weeksPhrase(
            t,
            feedback.map((f) => f.weekNumber),
          ),
        })
      : t('email.feedback.subjectChildren', { children: andList(children, t) });
  const resultLink = (f: UnseenFeedback) => `${links.publicUrl}/challenge-results/${f.id}`;
  const opening =
    feedback.length === 1 && first
      ? [t('email.feedback.lookedAtOne', { child: first.childName, week: first.weekNumber, title: first.challengeTitle }), resultLink(first)]
      : [
          t('email.feedback.lookedAtMany'),
          '',
          ...feedback.map((f) => t('email.feedback.item', { child: f.childName, week: f.weekNumber, title: f.challengeTitle, link: resultLink(f) })),
        ];
  return { subject, text: compose(t, 'feedback-ready', user, [...opening, '', notADiagnosis(t)], links) };
}

/** `attached`: whether the PDF report made it into the e-mail (it is always on the plan page). */
export function checkpointReadyEmail(
  t: Translator,
  user: Recipient,
  checkpoint: { childName: string; checkpointNumber: number; planId: string },
  links: Links,
  attached: boolean,
): NoticeEmail {
  const values = { number: checkpoint.checkpointNumber, child: checkpoint.childName };
  return {
    subject: t('email.checkpoint.subject', values),
    text: compose(
      t,
      'checkpoint-ready',
      user,
      [
        t('email.checkpoint.compares', values),
        `${links.publicUrl}/plans/${checkpoint.planId}`,
        '',
        t(attached ? 'email.checkpoint.attached' : 'email.checkpoint.notAttached'),
        '',
        notADiagnosis(t),
      ],
      links,
    ),
  };
}

export const checkpointReportFilename = (t: Translator, childName: string, checkpointNumber: number) =>
  t('email.checkpoint.filename', {
    brand: BRAND.name,
    child: childName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || t('email.checkpoint.filenameChild'),
    number: checkpointNumber,
  });
