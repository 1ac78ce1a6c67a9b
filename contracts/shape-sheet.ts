/**
 * Issue 33: the shape sheet's geometry, in PDF points from the top-left corner — one function, so
 * the PDF, sheet.json, the scorer, the camera frame and the tests all place things alike.
 * Zod-free, so the web app's camera page stays small.
 */
import { messageKey } from './i18n/keys.ts';
import type { Translator } from './i18n/translator.ts';
import { SHAPE_ITEMS, SHAPE_LABEL_KEYS, SHAPE_LABELS, type Paper, type ShapeSheetLayout } from './tasks.ts';

export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** The corner marks: filled squares far enough from the edge for any home printer. */
export const MARK_SIZE = 28;
export const MARK_INSET = 24;

const COLUMNS = 3;
const CELL_WIDTH = 160;
const MODEL_SIZE = 54;
const COPY_SIZE = 120;
const GAP = 4;
const LABEL_HEIGHT = 14;
const ROW_HEIGHT = LABEL_HEIGHT + MODEL_SIZE + GAP + COPY_SIZE + 10;
/** Where the grid starts: below the top marks, the title and the instruction. */
const GRID_TOP = 150;

/** The standard instruction, printed on the sheet and shown on screen. */
export const SHAPE_SHEET_INSTRUCTIONS = [
  'Give your child a pencil or a crayon; no rubber (eraser).',
  'Point to each shape in turn and say: "Can you make one just like this, in the box under it?"',
  'Do not draw it for them or show how; one try for each shape.',
  'Go left to right, row by row. Stop after two misses in a row.',
  'Then photograph the whole sheet flat, with all four black corner marks in the picture.',
];

/** The instruction's lines as message keys, in the same order (issue 37). */
export const SHAPE_SHEET_INSTRUCTION_KEYS = [
  messageKey('tasks.instructions.pencil'),
  messageKey('tasks.instructions.point'),
  messageKey('tasks.instructions.noHelp'),
  messageKey('tasks.instructions.order'),
  messageKey('tasks.instructions.photograph'),
] as const;

/** The sheet's layout; with a translator, its labels and instruction in that language (English without). */
export function shapeSheetLayout(paper: Paper, t?: Translator): ShapeSheetLayout {
  const { width, height } = PAPER_SIZES[paper];
  const far = { x: width - MARK_INSET - MARK_SIZE, y: height - MARK_INSET - MARK_SIZE };
  const mark = (corner: ShapeSheetLayout['marks'][number]['corner'], x: number, y: number) => ({ corner, x, y, width: MARK_SIZE, height: MARK_SIZE });
  const left = (width - COLUMNS * CELL_WIDTH) / 2;
  // A4 is taller than Letter: its extra height goes above and below the grid, not into it.
  const top = GRID_TOP + (height - PAPER_SIZES.letter.height) / 2;
  return {
    paper,
    width,
    height,
    marks: [
      mark('top-left', MARK_INSET, MARK_INSET),
      mark('top-right', far.x, MARK_INSET),
      mark('bottom-right', far.x, far.y),
      mark('bottom-left', MARK_INSET, far.y),
    ],
    items: SHAPE_ITEMS.map((shape, i) => {
      const cellX = left + (i % COLUMNS) * CELL_WIDTH;
      const cellY = top + Math.floor(i / COLUMNS) * ROW_HEIGHT;
      return {
        shape,
        label: t ? t('tasks.shape.numbered', { number: i + 1, shape: t(SHAPE_LABEL_KEYS[shape]) }) : `${i + 1}. ${SHAPE_LABELS[shape]}`,
        modelBox: { x: cellX + (CELL_WIDTH - MODEL_SIZE) / 2, y: cellY + LABEL_HEIGHT, width: MODEL_SIZE, height: MODEL_SIZE },
        copyBox: { x: cellX + (CELL_WIDTH - COPY_SIZE) / 2, y: cellY + LABEL_HEIGHT + MODEL_SIZE + GAP, width: COPY_SIZE, height: COPY_SIZE },
      };
    }),
    instructions: t ? SHAPE_SHEET_INSTRUCTION_KEYS.map((key) => t(key)) : SHAPE_SHEET_INSTRUCTIONS,
  };
}
