import { z } from 'zod';
import { AgeRange } from './analysis.ts';
import { messageKey, type MessageKey } from './i18n/keys.ts';
import { CHECKPOINT_COUNT } from './program.ts';

/**
 * Issue 33: standard drawing tasks with published norms — the shape-copying sheet and
 * draw-a-person with a checklist. A free drawing cannot place a child (ADR 018); a standard task
 * under a standard instruction, scored on concrete items whose ages are published, can.
 * The items, their ages and sources are in docs/decisions/030 and server/features/tasks/norms.
 */

export const TASK_KINDS = ['shapes', 'person'] as const;
export const TaskKind = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof TaskKind>;

export const PAPERS = ['a4', 'letter'] as const;
export const Paper = z.enum(PAPERS);
export type Paper = z.infer<typeof Paper>;

/** The shape sheet's items, in developmental order (the order they are printed and copied in). */
export const SHAPE_ITEMS = ['vertical-line', 'horizontal-line', 'circle', 'cross', 'diagonal-line', 'square', 'diagonal-cross', 'triangle', 'diamond'] as const;
export const ShapeItem = z.enum(SHAPE_ITEMS);
export type ShapeItem = z.infer<typeof ShapeItem>;

export const SHAPE_LABELS: Record<ShapeItem, string> = {
  'vertical-line': 'Vertical line',
  'horizontal-line': 'Horizontal line',
  circle: 'Circle',
  cross: 'Cross',
  'diagonal-line': 'Diagonal line',
  square: 'Square',
  'diagonal-cross': 'Diagonal cross (X)',
  triangle: 'Triangle',
  diamond: 'Diamond',
};

/** The shapes' names as message keys (issue 37): pages, the PDF sheet and results in the reader's language. */
export const SHAPE_LABEL_KEYS: Record<ShapeItem, MessageKey> = {
  'vertical-line': messageKey('tasks.shape.verticalLine'),
  'horizontal-line': messageKey('tasks.shape.horizontalLine'),
  circle: messageKey('tasks.shape.circle'),
  cross: messageKey('tasks.shape.cross'),
  'diagonal-line': messageKey('tasks.shape.diagonalLine'),
  square: messageKey('tasks.shape.square'),
  'diagonal-cross': messageKey('tasks.shape.diagonalCross'),
  triangle: messageKey('tasks.shape.triangle'),
  diamond: messageKey('tasks.shape.diamond'),
};

/**
 * The person checklist: concrete parts a parent can see, after the published point scales
 * (Goodenough 1926; Harris 1963; Koppitz 1968). The parent ticks what the drawing shows.
 */
export const PERSON_ITEMS = [
  'head',
  'eyes',
  'mouth',
  'body',
  'legs',
  'arms',
  'nose',
  'hair',
  'feet',
  'neck',
  'hands-or-fingers',
  'clothing',
  'ears',
  'arms-with-width',
  'five-fingers',
] as const;
export const PersonItem = z.enum(PERSON_ITEMS);
export type PersonItem = z.infer<typeof PersonItem>;

export const PERSON_LABELS: Record<PersonItem, { label: string; hint: string }> = {
  head: { label: 'Head', hint: 'Any round or oval shape meant as the head' },
  eyes: { label: 'Eyes', hint: 'One or two, dots or circles' },
  mouth: { label: 'Mouth', hint: 'A line, a curve or an open mouth' },
  body: { label: 'Body', hint: 'A trunk below the head, not just legs from the head' },
  legs: { label: 'Legs', hint: 'One line or two for each leg' },
  arms: { label: 'Arms', hint: 'Attached anywhere to the head or body' },
  nose: { label: 'Nose', hint: 'A dot, a line or a shape' },
  hair: { label: 'Hair', hint: 'Any marks on or around the head meant as hair' },
  feet: { label: 'Feet', hint: 'Anything at the end of the legs' },
  neck: { label: 'Neck', hint: 'Something between the head and the body' },
  'hands-or-fingers': { label: 'Hands or fingers', hint: 'Anything at the end of the arms' },
  clothing: { label: 'Clothing', hint: 'Buttons, a belt, a dress, trousers, a hat…' },
  ears: { label: 'Ears', hint: 'One or two, on the sides of the head' },
  'arms-with-width': { label: 'Arms drawn with width', hint: 'Each arm drawn with two lines, not one' },
  'five-fingers': { label: 'Five fingers on a hand', hint: 'Count them: exactly five on at least one hand' },
};

/** The checklist's parts and hints as message keys (issue 37). */
export const PERSON_LABEL_KEYS: Record<PersonItem, { label: MessageKey; hint: MessageKey }> = {
  head: { label: messageKey('tasks.person.head.label'), hint: messageKey('tasks.person.head.hint') },
  eyes: { label: messageKey('tasks.person.eyes.label'), hint: messageKey('tasks.person.eyes.hint') },
  mouth: { label: messageKey('tasks.person.mouth.label'), hint: messageKey('tasks.person.mouth.hint') },
  body: { label: messageKey('tasks.person.body.label'), hint: messageKey('tasks.person.body.hint') },
  legs: { label: messageKey('tasks.person.legs.label'), hint: messageKey('tasks.person.legs.hint') },
  arms: { label: messageKey('tasks.person.arms.label'), hint: messageKey('tasks.person.arms.hint') },
  nose: { label: messageKey('tasks.person.nose.label'), hint: messageKey('tasks.person.nose.hint') },
  hair: { label: messageKey('tasks.person.hair.label'), hint: messageKey('tasks.person.hair.hint') },
  feet: { label: messageKey('tasks.person.feet.label'), hint: messageKey('tasks.person.feet.hint') },
  neck: { label: messageKey('tasks.person.neck.label'), hint: messageKey('tasks.person.neck.hint') },
  'hands-or-fingers': { label: messageKey('tasks.person.handsOrFingers.label'), hint: messageKey('tasks.person.handsOrFingers.hint') },
  clothing: { label: messageKey('tasks.person.clothing.label'), hint: messageKey('tasks.person.clothing.hint') },
  ears: { label: messageKey('tasks.person.ears.label'), hint: messageKey('tasks.person.ears.hint') },
  'arms-with-width': { label: messageKey('tasks.person.armsWithWidth.label'), hint: messageKey('tasks.person.armsWithWidth.hint') },
  'five-fingers': { label: messageKey('tasks.person.fiveFingers.label'), hint: messageKey('tasks.person.fiveFingers.hint') },
};

/** What an item's copy or part came to. 'empty': the box has no copy (shapes only). */
export const ItemResult = z.enum(['pass', 'fail', 'empty']);
export type ItemResult = z.infer<typeof ItemResult>;

export const TaskItem = z.object({
  item: z.union([ShapeItem, PersonItem]),
  label: z.string(),
  /** What counts: the parent's correction when there is one, else what Kritzel scored. */
  result: ItemResult,
  /** What Kritzel scored from the photo, kept beside a correction; null for a ticked checklist item. */
  scored: ItemResult.nullable(),
  /** 0–1, how sure the scorer was; null where the parent ticked. */
  confidence: z.number().min(0).max(1).nullable(),
  /** A small PNG of the child's copy as a data URL; null where there is none (checklist, no photo). */
  crop: z.string().nullable(),
  corrected: z.boolean(),
});
export type TaskItem = z.infer<typeof TaskItem>;

/**
 * The estimate from the norms: the range of ages at which the child's whole pattern of passes
 * and misses is typical (an 80 % interval of the likelihood over age), with its centre.
 * A floor or ceiling is a range that runs into the ages the task can tell apart.
 */
export const TaskEstimate = z.object({
  centre: z.number().int().min(0),
  range: AgeRange,
  /** The share of children of each age whose range holds their age, by the norms (0.8). */
  coverage: z.number().min(0).max(1),
  /** The range reaches the lowest age the task can tell: "under 3 ½ years on this task". */
  floor: z.boolean(),
  /** The range reaches the highest: "at least 7 years on this task". */
  ceiling: z.boolean(),
  /** The range in a parent's words, e.g. "about 4 ½ to 5 ½ years on this task". */
  words: z.string(),
  /** ADR 018's evidence rule on this range; null when no age was given or it is outside the task's ages. */
  status: z.enum(['behind', 'typical', 'advanced']).nullable(),
});
export type TaskEstimate = z.infer<typeof TaskEstimate>;

/** A scored task: what GET/POST/PATCH under /api/tasks answer. */
export const TaskResult = z.object({
  id: z.string().uuid(),
  task: TaskKind,
  /** The child's age in months when the task was done. */
  childAge: z.number().int().min(0),
  /** Shapes: 'printed' when the sheet's marks were found, 'plain' when copies were found on plain paper. */
  sheet: z.enum(['printed', 'plain']).nullable(),
  items: z.array(TaskItem),
  estimate: TaskEstimate,
  /** The published norms the items' ages come from, as short citations. */
  sources: z.array(z.string()),
  /** Compared with the child's earlier task of the same kind: "Copies a square now; the triangle is next." */
  comparison: z.string().nullable(),
  planId: z.string().nullable(),
  checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT).nullable(),
  createdAt: z.string(),
});
export type TaskResult = z.infer<typeof TaskResult>;

/** GET /api/tasks?planId=…: a plan's tasks, oldest first. */
export const TaskResultsResponse = z.array(TaskResult);

/** PATCH /api/tasks/{id}: the parent's corrections; the scored result is kept beside each. */
export const CorrectTaskRequest = z.object({
  items: z
    .array(z.object({ item: z.union([ShapeItem, PersonItem]), result: ItemResult }))
    .min(1)
    .max(PERSON_ITEMS.length),
});
export type CorrectTaskRequest = z.infer<typeof CorrectTaskRequest>;

/** A point on the page, in PDF points from the top-left corner. */
export const SheetBox = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type SheetBox = z.infer<typeof SheetBox>;

/** GET /api/tasks/shapes/sheet.json?paper=…: the printed page, so the camera can be framed and copies drawn. */
export const ShapeSheetLayout = z.object({
  paper: Paper,
  width: z.number(),
  height: z.number(),
  /** The four filled corner squares, clockwise from the top-left. */
  marks: z.array(SheetBox.extend({ corner: z.enum(['top-left', 'top-right', 'bottom-right', 'bottom-left']) })).length(4),
  items: z.array(z.object({ shape: ShapeItem, label: z.string(), modelBox: SheetBox, copyBox: SheetBox })),
  instructions: z.array(z.string()),
});
export type ShapeSheetLayout = z.infer<typeof ShapeSheetLayout>;

export const TASK_MESSAGES = {
  sheetNotFound: "We couldn't find the Kritzel sheet — photograph the whole sheet flat, with all four corner marks in the picture",
  copiesNotFound: "We couldn't find the copies — photograph the whole page flat, with the shapes copied left to right in rows",
  sheetKind: 'Please say how the shapes were copied (sheet): printed or plain.',
  notFound: 'This task result was not found.',
  checkpointTaken: (n: number) => `Checkpoint ${n} already has this task. Correct its items instead.`,
} as const;

/**
 * TASK_MESSAGES as message keys (issue 37): an AppError with one is answered in the request's
 * language. `checkpointTaken` takes a number, so it is translated where it is thrown.
 */
export const TASK_MESSAGE_KEYS = {
  sheetNotFound: messageKey('tasks.errors.sheetNotFound'),
  copiesNotFound: messageKey('tasks.errors.copiesNotFound'),
  sheetKind: messageKey('tasks.errors.sheetKind'),
  notFound: messageKey('tasks.errors.notFound'),
  checkpointTaken: messageKey('tasks.errors.checkpointTaken'),
} as const satisfies Record<keyof typeof TASK_MESSAGES, MessageKey>;
