/**
 * A plain sentence comparing a task with the child's earlier task of the same kind: which items
 * the child passes now that they did not before, and which item usually comes next. Only items —
 * never "progress": one try at each item is too noisy for that (ADR 030).
 */
import type { ItemResult, PersonItem, ShapeItem, TaskKind } from '../../../contracts/tasks.ts';
import { itemsInDevelopmentalOrder } from './norms/task-norms.ts';

export type TaskItems = { task: TaskKind; items: readonly { item: string; result: ItemResult }[] };

/** How each item reads in "Copies a square now; the triangle is next." */
const SHAPE_PHRASES: Record<ShapeItem, { now: string; next: string }> = {
  'vertical-line': { now: 'a vertical line', next: 'the vertical line is next' },
  'horizontal-line': { now: 'a horizontal line', next: 'the horizontal line is next' },
  circle: { now: 'a circle', next: 'the circle is next' },
  cross: { now: 'a cross', next: 'the cross is next' },
  'diagonal-line': { now: 'a diagonal line', next: 'the diagonal line is next' },
  square: { now: 'a square', next: 'the square is next' },
  'diagonal-cross': { now: 'a diagonal cross (X)', next: 'the diagonal cross (X) is next' },
  triangle: { now: 'a triangle', next: 'the triangle is next' },
  diamond: { now: 'a diamond', next: 'the diamond is next' },
};

const PERSON_PHRASES: Record<PersonItem, { now: string; next: string }> = {
  head: { now: 'a head', next: 'a head usually comes next' },
  eyes: { now: 'eyes', next: 'eyes usually come next' },
  mouth: { now: 'a mouth', next: 'a mouth usually comes next' },
  body: { now: 'a body', next: 'a body usually comes next' },
  legs: { now: 'legs', next: 'legs usually come next' },
  arms: { now: 'arms', next: 'arms usually come next' },
  nose: { now: 'a nose', next: 'a nose usually comes next' },
  hair: { now: 'hair', next: 'hair usually comes next' },
  feet: { now: 'feet', next: 'feet usually come next' },
  neck: { now: 'a neck', next: 'a neck usually comes next' },
  'hands-or-fingers': { now: 'hands or fingers', next: 'hands or fingers usually come next' },
  clothing: { now: 'clothing', next: 'clothing usually comes next' },
  ears: { now: 'ears', next: 'ears usually come next' },
  'arms-with-width': { now: 'arms drawn with width', next: 'arms drawn with width usually come next' },
  'five-fingers': { now: 'five fingers on a hand', next: 'five fingers on a hand usually come next' },
};

const TASK_WORDING: Record<TaskKind, { verb: string; all: string; phrases: Record<string, { now: string; next: string }> }> = {
  shapes: { verb: 'Copies', all: 'Copies every shape on the sheet now.', phrases: SHAPE_PHRASES },
  person: { verb: 'Draws', all: 'Draws every part on the checklist now.', phrases: PERSON_PHRASES },
};

/** Null when the tasks differ in kind or nothing is newly passed: there is nothing to say. */
export function compareTasks(previous: TaskItems, current: TaskItems): string | null {
  if (previous.task !== current.task) return null;
  const passed = (t: TaskItems) => new Set(t.items.filter((i) => i.result === 'pass').map((i) => i.item));
  const before = passed(previous);
  const now = passed(current);
  const order = itemsInDevelopmentalOrder(current.task);
  const newlyPassed = order.filter((item) => now.has(item) && !before.has(item));
  if (newlyPassed.length === 0) return null;
  const wording = TASK_WORDING[current.task];
  const next = order.find((item) => !now.has(item));
  if (next === undefined) return wording.all;
  const items = listWords(newlyPassed.map((item) => wording.phrases[item]!.now));
  return `${wording.verb} ${items} now; ${wording.phrases[next]!.next}.`;
}

/** "a", "a and b", "a, b and c". */
function listWords(words: string[]): string {
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
