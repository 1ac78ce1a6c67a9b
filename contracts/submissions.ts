import { z } from 'zod';
import { ChallengeFollowed, DetailedFeedback, SimpleFeedback } from './analysis.ts';

/** Spec 000 §9 and the weekly loop's own limits. */
import { MAX_ATTEMPTS_PER_WEEK } from './program.ts';
import { DRAWING_PHOTO_MAX_BYTES } from './drawing-photo.ts';

export { MAX_ATTEMPTS_PER_WEEK };
export const SUBMISSION_MAX_IMAGE_BYTES = DRAWING_PHOTO_MAX_BYTES;
export const SUBMISSION_MAX_IMAGES = 10;
export const RECORDING_MAX_BYTES = 25 * 1024 * 1024;
export const SESSION_MAX_RECORDINGS = 10;
/**
 * The containers the server can read a recording's length from (server recording-probe). A file
 * picker offers every audio file; the server says which it could not read.
 */
export const RECORDING_FORMATS = 'WebM, Ogg, MP4 (M4A), MP3, AMR or WAV';
/** The browser polls a pending evaluation every 5 s and gives up after 5 minutes. */
export const EVALUATION_POLL_MS = 5_000;
export const EVALUATION_GIVE_UP_MS = 300_000;

/** Messages the browser shows as they are (spec 000 §5, §8), and the server's own. */
export const SUBMISSION_MESSAGES = {
  noImages: 'Please select at least one image',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: (fileName: string) => `${fileName} is over 10MB`,
  submitted: 'Challenge submitted! Your feedback is on its way.',
  submitFailed: 'Failed to submit challenge',
  weekLocked: (currentWeek: number) => `This week is not open yet. Please complete week ${currentWeek} first.`,
  attemptsUsed: `You have already submitted this week ${MAX_ATTEMPTS_PER_WEEK} times, which is the most a week allows.`,
  notReady: 'Please complete payment and setup before submitting challenges',
  nothingToSubmit: 'No recordings or images to submit',
  sessionSubmitted: 'Session uploaded and evaluation started',
  notFound: 'Submission not found',
  evaluationFailed: 'AI evaluation failed. Please retry.',
  retryStarted: 'Analysis restarted',
  retryNotFailed: 'Only a failed analysis can be restarted',
  retryNotRetryable: 'This analysis cannot be restarted. Please submit the week again or contact support.',
} as const;

/**
 * A voice recording, made in the session or chosen as an audio file on either screen: the same
 * limits and the same words wherever it is refused, in the browser or on the server.
 */
export const RECORDING_MESSAGES = {
  tooLargeTitle: 'Recording too large',
  tooLarge: (fileName: string) => `${fileName} is over 25MB`,
  notAudioTitle: 'Only audio files, please',
  notAudio: `Recordings must be audio files (${RECORDING_FORMATS})`,
  tooManyTitle: 'That is plenty of recordings',
  tooMany: `Please upload at most ${SESSION_MAX_RECORDINGS} recordings per session`,
} as const;

/**
 * What happens to a voice recording, said truthfully (issue 35, ADR 015, ADR 016): kept with the
 * week, played only to the parent, deleted with the account. Its words reach the feedback only
 * when an AI provider writes them out, which needs the server's provider and the parent's yes.
 */
export const RECORDING_WORDS = {
  kept: 'Recordings are stored with this week. Only you can play them, signed in to your account, and they are included when you download your data.',
  deleted: 'They stay while you have your account and are deleted with it (Account → Delete account).',
  wordsUsed: 'With your permission, an AI model writes out what was said, and the feedback reads those words beside the drawing.',
  wordsNotUsed: 'The feedback looks at the photos and your notes; it does not listen to recordings. They are kept for you to listen to again.',
  /** The results page's empty Voice Recordings tab. */
  noneThisWeek:
    'This week was sent without voice recordings. Recordings from an interactive session, or audio files added to the weekly form, appear here to listen to again.',
  addFile: 'Add an audio file',
  addFileHint: `An audio file from your phone's recorder: ${RECORDING_FORMATS}, up to 25MB each.`,
} as const;

/**
 * The weekly rhythm in words (issue 35). The rule stays the spec's — the next week opens the
 * moment one is sent — and the pages say what the rhythm is: one challenge a week, each entry
 * with its date, a reminder on the day the parent chose. In English, as tests read them: the pages
 * say them in their language from the catalogue (plans.week.*, submissions.results.sentOn), and
 * contracts/i18n/wording.test.ts holds the two the same.
 */
export const WEEK_WORDS = {
  /** The current-week card's label: "This week" until a week is sent, then what comes next. */
  currentLabel: (week: number, anySent: boolean) => `${anySent ? 'Up next' : 'This week'} · Week ${week}`,
  rhythm: 'Most families do one challenge a week.',
  /** After a sent week: when the next one fits, a week later. */
  nextFits: (week: number, day: string) => `Week ${week} fits around ${day}, whenever suits you.`,
  reminderOn: (weekday: string, time: string) => `Your weekly reminder e-mail comes every ${weekday} at ${time}.`,
  reminderOff: 'Weekly reminder e-mails are off.',
  turnOnReminder: 'Turn them on in Account',
  changeReminder: 'Change in Account',
  /** Beside every sent entry: timeline rows, gallery, attempts, results. */
  sentOn: (day: string) => `Sent ${day}`,
} as const;

/**
 * "Nov 29, 2026" ("29.11.2026", "29 nov 2026"): the day a week was sent, the same on every page
 * that shows it, in the page's language (useFormat().locale; English when none is given).
 */
export function sentDay(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

export const EvaluationStatus = z.enum(['pending', 'completed', 'failed']);
export type EvaluationStatus = z.infer<typeof EvaluationStatus>;

/** What the evaluation job writes when it gives up (spec 000 §4: failed, with error and retryable). */
export const FailedFeedback = z.object({ error: z.string(), retryable: z.boolean() });
export type FailedFeedback = z.infer<typeof FailedFeedback>;

/** aiFeedback as stored and served: the detailed format, a failure, or the older simple format. */
export const AiFeedback = z.union([DetailedFeedback, FailedFeedback, SimpleFeedback]);
export type AiFeedback = z.infer<typeof AiFeedback>;

/**
 * The score the feedback promises (spec 000 §3 "shown out of 10", §9): the detailed format's
 * `score`, or the simple format's `score` / `overallScore`, rounded to one decimal. Anything that
 * is not a number from 0 to 10 is no score at all, never a made-up one.
 */
export function feedbackScore(feedback: object | null | undefined): number | null {
  const { score, overallScore } = (feedback ?? {}) as { score?: unknown; overallScore?: unknown };
  const value = [score, overallScore].find((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (value === undefined || value < 0 || value > 10) return null;
  return Math.round(value * 10) / 10;
}

/**
 * Issue 32: what a score since issue 32 counts — the challenge's goals a photo can show, and how
 * many of them this drawing shows. Null for feedback without them (older, or something else drawn).
 */
export function feedbackGoals(feedback: object | null | undefined): { shown: number; of: number } | null {
  const observed = (feedback as { observed?: { goalsShown?: unknown; goalsCheckable?: unknown; followed?: unknown } } | null | undefined)?.observed;
  const shown = observed?.goalsShown;
  const of = observed?.goalsCheckable;
  if (typeof shown !== 'number' || typeof of !== 'number' || of <= 0 || observed?.followed === 'other') return null;
  return { shown, of };
}

/** Spec 000 §3 Submission image. URLs point at the owner-only file route. */
export const SubmissionImage = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  isPrimary: z.boolean(),
});
export type SubmissionImage = z.infer<typeof SubmissionImage>;

/** A 1–5 rating as the spec carries it: text. */
const Rating = z.string().nullable();

/** Spec 000 §3 Submission. */
export const Submission = z.object({
  id: z.string(),
  submissionId: z.string(),
  planId: z.string(),
  weekNumber: z.number().int(),
  attemptNumber: z.number().int(),
  challengeTitle: z.string(),
  /** Photos sent from the submission screen, or an interactive session with recordings. */
  source: z.enum(['upload', 'interactive']),
  childMood: Rating,
  parentMood: Rating,
  activityEnjoyment: Rating,
  difficultyLevel: Rating,
  timeSpent: z.string().nullable(),
  needsHelp: z.string().nullable(),
  specificObservations: z.string().nullable(),
  parentNotes: z.string().nullable(),
  /** Issue 32: the parent's answer to "Did the drawing follow this week's challenge?"; absent before it. */
  followedChallenge: ChallengeFollowed.nullable().optional(),
  /** Issue 32: with 'other', what the child drew instead. */
  drewInstead: z.string().nullable().optional(),
  evaluationStatus: EvaluationStatus,
  /** Null in lists (the plan screen loads it per submission from /feedback). */
  aiFeedback: AiFeedback.nullable(),
  /** The feedback's score out of 10 (feedbackScore), also in the lists that leave the feedback out; null until completed. */
  score: z.number().min(0).max(10).nullable(),
  /** Issue 32: the goals the score counts (feedbackGoals); null when the score counts none. */
  goals: z
    .object({ shown: z.number().int().min(0), of: z.number().int().min(1) })
    .nullable()
    .optional(),
  /** For a failed evaluation: what went wrong and whether Retry Analysis may be offered. */
  evaluationError: z.string().nullable(),
  retryable: z.boolean(),
  analysisData: z.object({ analyser: z.string(), imageCount: z.number().int(), recordingCount: z.number().int() }).nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(SubmissionImage),
  recordingCount: z.number().int(),
  createdAt: z.string(),
  evaluatedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof Submission>;

/** POST /api/challenges/submit and POST /api/interactive-sessions/convert-to-submission. */
export const SubmitChallengeResponse = z.object({ message: z.string(), submissionId: z.string() });
export type SubmitChallengeResponse = z.infer<typeof SubmitChallengeResponse>;

/** GET /api/plans/{planId}/submissions and /gallery: newest week first, then newest attempt. */
export const PlanSubmissionsResponse = z.array(Submission);
/** GET /api/submissions/{id}/feedback */
export const SubmissionFeedbackResponse = z.object({
  submissionId: z.string(),
  evaluationStatus: EvaluationStatus,
  aiFeedback: AiFeedback.nullable(),
});
export type SubmissionFeedbackResponse = z.infer<typeof SubmissionFeedbackResponse>;
/** GET /api/submissions/{id}/images */
export const SubmissionImagesResponse = z.object({ images: z.array(SubmissionImage) });
/** POST /api/submissions/{id}/retry-evaluation */
export const RetryEvaluationResponse = z.object({ message: z.string(), submissionId: z.string() });

/** Spec 000 §3 Interactive session: a submission's voice recordings. */
export const TranscriptionStatus = z.enum(['pending', 'completed', 'failed', 'unavailable']);
export const SessionAudio = z.object({
  id: z.string(),
  /** Seconds. */
  duration: z.number().int().min(0),
  transcript: z.string().nullable(),
  /** `unavailable`: no transcription service is configured on this server. */
  transcriptionStatus: TranscriptionStatus,
  audioUrl: z.string(),
});
export type SessionAudio = z.infer<typeof SessionAudio>;
export const InteractiveSession = z.object({
  submissionId: z.string(),
  weekNumber: z.number().int(),
  createdAt: z.string(),
  audio: z.array(SessionAudio),
});
export type InteractiveSession = z.infer<typeof InteractiveSession>;
/** GET /api/interactive-sessions/{planId}?weekNumber={n} */
export const InteractiveSessionsResponse = z.array(InteractiveSession);
