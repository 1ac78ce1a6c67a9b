import { z } from 'zod';
import { CHECKPOINT_COUNT } from '../../../contracts/program.ts';
import { PERSON_ITEMS, PersonItem } from '../../../contracts/tasks.ts';
import { SERVED_AGE_MONTHS } from '../../../contracts/vocabulary.ts';
import { AppError } from '../../platform/errors.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

const CHECKPOINT_MESSAGE = messageKey('errors.task.checkpointRange');
const CHILD_AGE_MESSAGE = messageKey('errors.plan.childAge');
const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

/** Optionally, where in a plan the task was done: a plan, and in it a checkpoint. */
const Place = z
  .object({
    planId: z.string().optional().transform(blankToUndefined),
    checkpointNumber: z
      .string()
      .optional()
      .transform((v) => (blankToUndefined(v) === undefined ? undefined : Number(v)))
      .pipe(z.number({ error: CHECKPOINT_MESSAGE }).int(CHECKPOINT_MESSAGE).min(1, CHECKPOINT_MESSAGE).max(CHECKPOINT_COUNT, CHECKPOINT_MESSAGE).optional()),
  })
  .refine((f) => f.checkpointNumber === undefined || f.planId !== undefined, { message: messageKey('errors.task.checkpointNeedsPlan') });

/** The fields both tasks share: the child's age in months, and the place. */
const PlaceFields = z
  .object({
    childAge: z
      .string({ error: CHILD_AGE_MESSAGE })
      .transform(Number)
      .pipe(
        z
          .number({ error: CHILD_AGE_MESSAGE })
          .int(CHILD_AGE_MESSAGE)
          .min(SERVED_AGE_MONTHS.min, CHILD_AGE_MESSAGE)
          .max(SERVED_AGE_MONTHS.max, CHILD_AGE_MESSAGE),
      ),
  })
  .and(Place);
export type TaskPlaceFields = z.infer<typeof PlaceFields>;

const unknownItemsMessage = (unknown: string[]) => `Unknown checklist item: ${unknown.join(', ')}. Known items: ${PERSON_ITEMS.join(', ')}.`;

/** The ticked checklist items, comma-separated; an empty field means nothing was ticked. */
const TickedItems = z
  .string({ error: messageKey('errors.task.itemsMissing') })
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .superRefine((ids, ctx) => {
    const unknown = ids.filter((id) => !PersonItem.safeParse(id).success);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownItemsMessage(unknown) });
  })
  .transform((ids) => ids as PersonItem[]);

function parse<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? messageKey('errors.invalidRequest'));
  return parsed.data;
}

export const parseTaskPlace = (fields: Record<string, string>): z.infer<typeof Place> => parse(Place, fields);

export const parsePlaceFields = (fields: Record<string, string>): TaskPlaceFields => parse(PlaceFields, fields);

/** How the shapes were copied: on the printed sheet (the default), or on plain paper when there was no printer. */
const SheetField = z.object({
  sheet: z
    .string()
    .optional()
    .transform(blankToUndefined)
    .pipe(z.enum(['printed', 'plain'], { error: messageKey('errors.task.sheetKind') }).default('printed')),
});

export const parseShapesFields = (fields: Record<string, string>): TaskPlaceFields & { sheet: 'printed' | 'plain' } => ({
  ...parsePlaceFields(fields),
  sheet: parse(SheetField, fields).sheet,
});

export const parsePersonFields = (fields: Record<string, string>): TaskPlaceFields & { items: PersonItem[] } => ({
  ...parsePlaceFields(fields),
  items: parse(z.object({ items: TickedItems }), fields).items,
});
