/**
 * Issue 32: what a challenge asks for, split into what a photo can show and what it cannot.
 *
 * A checkable goal is one the local analyser measures on the photo (closed shapes, straight or
 * curving lines, colours, a ground line…); each has a test on the measured features, with
 * thresholds above the scan-versus-photo noise of ADR 025 where it applies. Everything else the
 * challenge asks — a fish, waves as waves, calm, a story — is an `unseen` goal: the feedback says
 * a photo cannot show it, or answers with the parent's words.
 */
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { CONTROLLED_SCRIBBLE } from '../stage.ts';

export const CHECKABLE_GOALS = [
  'closed-shape',
  'several-shapes',
  'circle',
  'rectangle',
  'triangle',
  'details-inside',
  'straight-lines',
  'curving-lines',
  'free-marks',
  'several-colours',
  'ground-line',
  'sky',
  'whole-page',
  'both-sides-match',
  'face-like',
] as const;
export type CheckableGoal = (typeof CHECKABLE_GOALS)[number];

/** A colour the challenge asks for by name (`colour:blue`): the measured colour list names it. */
export type ColourGoal = `colour:${'black' | 'brown' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'pink'}`;

export type ChallengeGoals = {
  /** 1–4 goals a photo shows, in the order the feedback lists them. */
  checkable: (CheckableGoal | ColourGoal)[];
  /** 0–3 short phrases for what the challenge asks that a photo cannot show ("a fish", "a calm mood"). */
  unseen: string[];
};

/** How each checkable goal is named to a parent ("Challenge goals: closed shapes, …"). */
export const GOAL_WORDS: Record<CheckableGoal, string> = {
  'closed-shape': 'a closed shape (a line that meets where it started)',
  'several-shapes': 'several closed shapes',
  circle: 'a circle',
  rectangle: 'a rectangle or square',
  triangle: 'a triangle',
  'details-inside': 'details drawn inside shapes',
  'straight-lines': 'straight lines',
  'curving-lines': 'curving or wavy lines',
  'free-marks': 'big, free marks',
  'several-colours': 'several colours',
  'ground-line': 'a ground line',
  sky: 'a band of sky along the top',
  'whole-page': 'most of the page used',
  'both-sides-match': 'both sides matching',
  'face-like': 'a round shape with details inside, like a face',
};

export function goalWords(goal: CheckableGoal | ColourGoal): string {
  return goal.startsWith('colour:') ? `some ${goal.slice('colour:'.length)}` : GOAL_WORDS[goal as CheckableGoal];
}

/** Whether the measured drawing shows the goal. */
export function goalSeen(goal: CheckableGoal | ColourGoal, f: DrawingFeatures): boolean {
  if (goal.startsWith('colour:')) return f.colors.includes(goal.slice('colour:'.length));
  switch (goal as CheckableGoal) {
    case 'closed-shape':
      return f.closedShapes >= 1;
    case 'several-shapes':
      return f.closedShapes >= 3;
    case 'circle':
      return f.shapes.circle >= 1;
    case 'rectangle':
      return f.shapes.rectangle >= 1;
    case 'triangle':
      return f.shapes.triangle >= 1;
    case 'details-inside':
      return f.nestedShapes >= 1;
    case 'straight-lines':
      return f.straightLineShare >= 0.3;
    case 'curving-lines':
      return f.lineLength > 0 && f.straightLineShare < 0.3 && f.scribbleIndex < CONTROLLED_SCRIBBLE;
    case 'free-marks':
      return f.scribbleIndex >= CONTROLLED_SCRIBBLE || (f.pageUsage >= 0.5 && f.strokeLength >= 2);
    case 'several-colours':
      return f.colorCount >= 3;
    case 'ground-line':
      return f.groundLine;
    case 'sky':
      return f.skyBand;
    case 'whole-page':
      return f.pageUsage >= 0.6;
    case 'both-sides-match':
      return f.symmetry >= 0.75 && f.closedShapes > 0;
    case 'face-like':
      return f.shapes.circle + f.shapes.other >= 1 && f.nestedShapes >= 2;
  }
}
