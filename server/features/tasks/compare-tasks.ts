/**
 * A plain sentence comparing a task with the child's earlier task of the same kind: which items
 * the child passes now that they did not before, and which item usually comes next. Only items —
 * never "progress": one try at each item is too noisy for that (ADR 030). Said in the reader's
 * language (namespace `taskComparison`).
 */
import type { MessageKey } from '../../../contracts/i18n/keys.ts';
import { listWords } from '../../../contracts/i18n/list-words.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import type { ItemResult, PersonItem, ShapeItem, TaskKind } from '../../../contracts/tasks.ts';
import { itemsInDevelopmentalOrder } from './norms/task-norms.ts';

export type TaskItems = { task: TaskKind; items: readonly { item: string; result: ItemResult }[] };

type Phrases = { now: MessageKey; next: MessageKey };
const phrases = <Name extends string>(name: Name) =>
  ({ now: `taskComparison.${name}.now`, next: `taskComparison.${name}.next` }) as { now: `taskComparison.${Name}.now`; next: `taskComparison.${Name}.next` };

/** How each item reads in "Copies a square now; the triangle is next." */
const ITEM_PHRASES: Record<ShapeItem | PersonItem, Phrases> = {
  'vertical-line': phrases('verticalLine'),
  'horizontal-line': phrases('horizontalLine'),
  circle: phrases('circle'),
  cross: phrases('cross'),
  'diagonal-line': phrases('diagonalLine'),
  square: phrases('square'),
  'diagonal-cross': phrases('diagonalCross'),
  triangle: phrases('triangle'),
  diamond: phrases('diamond'),
  head: phrases('head'),
  eyes: phrases('eyes'),
  mouth: phrases('mouth'),
  body: phrases('body'),
  legs: phrases('legs'),
  arms: phrases('arms'),
  nose: phrases('nose'),
  hair: phrases('hair'),
  feet: phrases('feet'),
  neck: phrases('neck'),
  'hands-or-fingers': phrases('handsOrFingers'),
  clothing: phrases('clothing'),
  ears: phrases('ears'),
  'arms-with-width': phrases('armsWithWidth'),
  'five-fingers': phrases('fiveFingers'),
};

/** The norms name their items by the same ids as the contract. */
const phrasesOf = (item: string): Phrases => ITEM_PHRASES[item as ShapeItem | PersonItem];

const SENTENCES: Record<TaskKind, { now: MessageKey; all: MessageKey }> = {
  shapes: { now: 'taskComparison.shapes.now', all: 'taskComparison.shapes.all' },
  person: { now: 'taskComparison.person.now', all: 'taskComparison.person.all' },
};

/** Null when the tasks differ in kind or nothing is newly passed: there is nothing to say. */
export function compareTasks(previous: TaskItems, current: TaskItems, t: Translator): string | null {
  if (previous.task !== current.task) return null;
  const passed = (task: TaskItems) => new Set(task.items.filter((i) => i.result === 'pass').map((i) => i.item));
  const before = passed(previous);
  const now = passed(current);
  const order = itemsInDevelopmentalOrder(current.task);
  const newlyPassed = order.filter((item) => now.has(item) && !before.has(item));
  if (newlyPassed.length === 0) return null;
  const sentences = SENTENCES[current.task];
  const next = order.find((item) => !now.has(item));
  if (next === undefined) return t(sentences.all);
  const items = listWords(
    t.locale,
    newlyPassed.map((item) => t(phrasesOf(item).now)),
  );
  return t(sentences.now, { items, next: t(phrasesOf(next).next) });
}
