import PDFDocument from 'pdfkit';
import { BRAND } from '../../../contracts/brand.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import type { ReportData } from '../../../contracts/reports.ts';
import { estimateLineIn, reportFacts } from '../../../contracts/report-words.ts';

// Printed on white paper: the brand's ink blue for text, its crayon accents for headings and marks
// (docs/design.md). PDF's standard Helvetica: the brand's Nunito ships only as WOFF2, which is not
// worth embedding for a document read on paper. Its WinAnsi encoding holds every letter German and
// Spanish need (ä ö ü ß ñ á é í ó ú ¿ ¡, „“ «»), so the report is written in either (issue 37).
const INK = '#0b1020';
const MUTED = '#4a5078';
const VIOLET = '#6a3fb0';
const CORAL = '#e0474c';
const PAPER = '#f7f3e8';
const RULE = '#d9dcef';

const MARGIN = 48;
const FOOTER = 28;

type Doc = InstanceType<typeof PDFDocument>;

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER;

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, text: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(VIOLET)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 3;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 40, y)
    .lineWidth(2)
    .strokeColor(CORAL)
    .stroke();
  doc.y = y + 8;
}

function header(doc: Doc, report: ReportData, t: Translator) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(CORAL).text(BRAND.name, MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(INK)
    .text(`${report.childFirstName} — ${report.title}`, MARGIN, doc.y + 4, { width: contentWidth(doc) });
  const facts = reportFacts(t, report, report.kind === 'checkpoint' ? 'reportPage.weeks' : 'report.pdf.wholePlan');
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(facts.join('  ·  '), { width: contentWidth(doc) });
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(report.limits[0] ?? '', { width: contentWidth(doc) });
}

function estimatesTable(doc: Doc, report: ReportData, t: Translator) {
  heading(doc, t('reportPage.estimates.title'));
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  doc.text(t('reportPage.estimates.intro'), { width: contentWidth(doc) });
  doc.moveDown(0.5);
  const columns = [
    { title: t('reportPage.estimates.drawing'), width: 100 },
    { title: t('reportPage.estimates.range'), width: 170 },
    { title: t('reportPage.estimates.comparedWith', { name: report.childFirstName }), width: contentWidth(doc) - 270 },
  ];
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 100) - 8 }))) + 8;
    ensureSpace(doc, height);
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.fillColor(bold ? VIOLET : INK).text(cell, x + 4, top + 4, { width: (columns[i]?.width ?? 100) - 8 });
      x += columns[i]?.width ?? 100;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + contentWidth(doc), top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + height;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const estimate of report.estimates) {
    row([estimate.label, estimateLineIn(t, estimate.months, estimate.range), estimate.status ?? t('reportPage.estimates.noComparison')], false);
  }
  doc.x = MARGIN;
}

function drawingsGrid(doc: Doc, report: ReportData, t: Translator) {
  if (report.drawings.length === 0) return;
  heading(doc, t('reportPage.drawings.title'));
  const perRow = 5;
  const gap = 8;
  const cell = (contentWidth(doc) - gap * (perRow - 1)) / perRow;
  const label = 14;
  for (let i = 0; i < report.drawings.length; i += perRow) {
    ensureSpace(doc, cell + label + gap);
    const top = doc.y;
    report.drawings.slice(i, i + perRow).forEach((drawing, j) => {
      const x = MARGIN + j * (cell + gap);
      doc.roundedRect(x, top, cell, cell, 6).fill(PAPER);
      const bytes = Buffer.from(drawing.image.slice(drawing.image.indexOf(',') + 1), 'base64');
      doc.image(bytes, x + 4, top + 4, { fit: [cell - 8, cell - 8], align: 'center', valign: 'center' });
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(drawing.label, x, top + cell + 3, { width: cell, align: 'center' });
    });
    doc.y = top + cell + label + gap;
  }
  doc.x = MARGIN;
}

function bullets(doc: Doc, lines: readonly string[], options: { boldFirst?: boolean } = {}) {
  lines.forEach((line, i) => {
    doc.font(options.boldFirst && i === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    ensureSpace(doc, doc.heightOfString(line, { width: contentWidth(doc) - 14 }) + 4);
    const top = doc.y;
    doc.circle(MARGIN + 3, top + 4.5, 1.8).fill(VIOLET);
    doc.fillColor(INK).text(line, MARGIN + 14, top, { width: contentWidth(doc) - 14 });
    doc.y += 3;
  });
  doc.x = MARGIN;
}

/** Issue 33: each standard task done at a checkpoint, with what was passed, its estimate and the norms it rests on. */
function taskSections(doc: Doc, report: ReportData, t: Translator) {
  for (const task of report.tasks) {
    heading(doc, task.title);
    const passed = task.passed.length
      ? t('report.task.passed', { passed: task.passed.length, count: task.itemCount, items: task.passed.join(', ') })
      : t('report.task.passedNone', { count: task.itemCount });
    bullets(doc, [
      passed,
      t('report.task.estimate', { words: task.words }),
      t('report.task.sources', { sources: task.sources.join('; ') }),
      t('report.limits.notADiagnosis', { brand: BRAND.name }),
    ]);
  }
}

function footers(doc: Doc, report: ReportData, t: Translator) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 10;
    const text = t('report.pdf.footer', { brand: BRAND.name, name: report.childFirstName, title: report.title, page: i + 1, pages: range.count });
    // Written inside the bottom margin: lift the margin so pdfkit does not start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, MARGIN, y, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** A report as an A4 PDF a paediatrician or teacher can read and print, in the language its data was made in (`t`). */
export async function renderReportPdf(report: ReportData, t: Translator): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${report.childFirstName} — ${report.title}`, Author: BRAND.name, Subject: t('report.pdf.subject') },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, report, t);
  estimatesTable(doc, report, t);
  drawingsGrid(doc, report, t);
  taskSections(doc, report, t);
  if (report.measured.length > 0) {
    heading(doc, t('reportPage.measured.title'));
    bullets(doc, report.measured);
  }
  if (report.changes) {
    heading(doc, t('reportPage.changes.title', { number: report.changes.checkpointNumber }));
    bullets(doc, report.changes.sentences);
  }
  heading(doc, t('reportPage.limits.title'));
  bullets(doc, report.limits, { boldFirst: true });
  footers(doc, report, t);
  doc.end();
  return done;
}
