import PDFDocument from 'pdfkit';
import { shapeModelPath } from '../../../../contracts/shape-models.ts';
import { shapeSheetLayout } from '../../../../contracts/shape-sheet.ts';
import type { Paper, SheetBox } from '../../../../contracts/tasks.ts';

// Black for what the scorer looks for (marks, models) and for what the parent reads; the copy
// boxes only in light grey, so nothing dark is printed where the child draws. PDF's standard
// Helvetica, as the reports use: nothing to embed for a page read on paper.
const INK = '#000000';
const MUTED = '#444444';
const BRACKET = '#c8c8c8';
const MODEL_STROKE = 2.5;
const BRACKET_LENGTH = 12;
/** The text column runs between the top marks. */
const TEXT_LEFT = 64;

type Doc = InstanceType<typeof PDFDocument>;

/** Issue 33: the printable shape sheet, placed exactly as shapeSheetLayout(paper) says. */
export function renderShapeSheetPdf(paper: Paper): Promise<Buffer> {
  const layout = shapeSheetLayout(paper);
  const doc = new PDFDocument({ size: [layout.width, layout.height], margin: 0, info: { Title: 'Kritzel shape sheet', Author: 'Kritzel' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const mark of layout.marks) doc.rect(mark.x, mark.y, mark.width, mark.height).fill(INK);
  header(doc, layout.width, layout.instructions);
  for (const item of layout.items) {
    const cell = { x: item.copyBox.x - 20, width: item.copyBox.width + 40 };
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(item.label, cell.x, item.modelBox.y - 12, { width: cell.width, align: 'center', lineBreak: false });
    drawModel(doc, item.shape, item.modelBox);
    copyBrackets(doc, item.copyBox);
  }
  doc.end();
  return done;
}

function header(doc: Doc, pageWidth: number, instructions: readonly string[]) {
  const width = pageWidth - 2 * TEXT_LEFT;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Kritzel shape sheet', TEXT_LEFT, 28, { width, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text("Child's name: ______________________________     Date: ________________", TEXT_LEFT, 56, { width, lineBreak: false });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  instructions.forEach((line, i) => doc.text(`${i + 1}. ${line}`, TEXT_LEFT, 80 + i * 11.5, { width, lineBreak: false }));
}

/** The model, from the same strokes the benchmark's copies and the on-screen models use. */
function drawModel(doc: Doc, shape: Parameters<typeof shapeModelPath>[0], box: SheetBox) {
  doc.save();
  doc.translate(box.x, box.y);
  doc.path(shapeModelPath(shape, box.width)).lineWidth(MODEL_STROKE).lineCap('round').lineJoin('round').strokeColor(INK).stroke();
  doc.restore();
}

/** Only the corners of the copy box: the child sees where to draw, the scorer sees no frame. */
function copyBrackets(doc: Doc, box: SheetBox) {
  const { x, y, width: w, height: h } = box;
  const l = BRACKET_LENGTH;
  doc.lineWidth(0.75).strokeColor(BRACKET).lineCap('butt');
  for (const [cx, cy, dx, dy] of [
    [x, y, 1, 1],
    [x + w, y, -1, 1],
    [x + w, y + h, -1, -1],
    [x, y + h, 1, -1],
  ] as const) {
    doc
      .moveTo(cx + dx * l, cy)
      .lineTo(cx, cy)
      .lineTo(cx, cy + dy * l)
      .stroke();
  }
}
