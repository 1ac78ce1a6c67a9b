import type { DevelopmentStatus, DrawingStage } from '../../../../contracts/analysis';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import { STATUS_LABEL_KEYS } from '../../../../contracts/status-wording';
import { formatYearsMonthsIn } from '@/lib/format-age';

/**
 * Development status in words a parent can take (docs/design.md, voice), from the status alone:
 * the analyser says 'behind' only when the whole range lies below the child's age and
 * 'advanced' only when it lies wholly above. Never alarming; below the range says what happens
 * next and who to ask. The spec names the three statuses but gives no texts for them.
 */
export const STATUS_WORDING: Record<DevelopmentStatus, { label: MessageKey; tone: 'leaf' | 'sky' | 'sunflower' }> = {
  advanced: { label: STATUS_LABEL_KEYS.advanced, tone: 'leaf' },
  typical: { label: STATUS_LABEL_KEYS.typical, tone: 'sky' },
  behind: { label: STATUS_LABEL_KEYS.behind, tone: 'sunflower' },
};

/** Without a birth month and year there is no age to compare with (the analyser then says 'typical'). */
export const NO_AGE_STATUS = {
  label: 'freeAnalysis.age.noAge',
  tone: 'sky',
} as const satisfies { label: MessageKey; tone: string };

/**
 * Issue 32: for a child younger or older than the children the analyser was tested on (ADR 018:
 * 4 years 6 months to 8 years 6 months), no status — and the real measure, and who can give it.
 */
export function outsideCalibratedAgesText(t: Translator, actualAgeMonths: number): string {
  return t('freeAnalysis.age.outsideCalibrated', { age: formatYearsMonthsIn(t, actualAgeMonths) });
}

/** Lowenfeld's stages in plain words, with the usual name in brackets for the curious. */
export const STAGE_WORDING: Record<DrawingStage, { name: MessageKey; explanation: MessageKey }> = {
  scribbling: { name: 'freeAnalysis.stage.scribbling.name', explanation: 'freeAnalysis.stage.scribbling.explanation' },
  'pre-schematic': { name: 'freeAnalysis.stage.preSchematic.name', explanation: 'freeAnalysis.stage.preSchematic.explanation' },
  schematic: { name: 'freeAnalysis.stage.schematic.name', explanation: 'freeAnalysis.stage.schematic.explanation' },
  'dawning-realism': { name: 'freeAnalysis.stage.dawningRealism.name', explanation: 'freeAnalysis.stage.dawningRealism.explanation' },
};

/** Spec 000 §9: a plan has 26 weekly challenges; the preview shows the first 3. */
export const PLAN_WEEKS = 26;
export const PREVIEW_CHALLENGES = 3;

export function moreChallengesCount(total: number): number {
  return Math.max(PLAN_WEEKS, total) - Math.min(PREVIEW_CHALLENGES, total);
}
