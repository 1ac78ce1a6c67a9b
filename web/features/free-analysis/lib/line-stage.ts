import type { Translator } from '../../../../contracts/i18n/translator';
import type { ProgressStage } from './progress-stages';

/** The first waiting stage after the upload: where the spec's messages resume once out of line. */
export const AFTER_LINE_STEP = 1;
/** While in line the bar fills up to this (the percent of the stage that follows). */
const LINE_PERCENT = 25;

/**
 * What the progress area says while the drawing waits in line (issue 17): its place (1 is next),
 * and that it will be looked at soon. The bar moves as the line does, from where it joined.
 */
export function lineStage(t: Translator, position: number, joinedAt: number): ProgressStage {
  const message = position <= 1 ? t('freeAnalysis.line.next') : t('freeAnalysis.line.number', { position });
  const moved = joinedAt > 0 ? (joinedAt - position) / joinedAt : 0;
  return { message, percent: Math.round(LINE_PERCENT * Math.min(1, Math.max(0, moved))) };
}
