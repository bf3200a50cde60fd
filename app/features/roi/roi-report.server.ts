/**
 * The ROI analysis as a one-page PDF, drawn on the server with pdfkit (so no PDF code ever ships to
 * the browser): brand header, the headline numbers, inputs and results tables, a chart of
 * cumulative savings against the implementation cost, and a footer with the date and the site.
 * Only the built-in Helvetica fonts are used: nothing to load, and text stays selectable.
 */
import PDFDocument from 'pdfkit';
import { brand } from '../../content/brand.ts';
import { complexityCopy, roiAssumptions, roiCopy, roiModelVersionLine } from '../../content/roi.ts';
import { roiInputRows, roiResultRows } from '../../content/roi-rows.ts';
import {
  computeRoi,
  formatCompactCurrency,
  formatCount,
  formatCurrency,
  formatPercent,
  monthTicks,
  niceAxis,
  type PublishedRoiModel,
  type RoiInputs,
  type RoiResults,
  SEEDED_PUBLISHED_ROI_MODEL,
  savingsTimeline,
} from '../../lib/roi.ts';

const colors = {
  ink: '#0f172a',
  body: '#334155',
  muted: '#64748b',
  line: '#e2e8f0',
  soft: '#f8fafc',
  blue: '#2563eb',
  blueSoft: '#eff6ff',
  violet: '#7c3aed',
  green: '#059669',
  greenSoft: '#ecfdf5',
  amber: '#d97706',
};

const PAGE = { width: 612, height: 792, margin: 50 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

type Doc = PDFKit.PDFDocument;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A single line of text at an exact position (never wraps, never adds a page). */
function line(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(text, x, y, { lineBreak: false, ...options });
}

function drawHeader(doc: Doc, generatedOn: string) {
  const x = PAGE.margin;
  // The logo mark of public/images/logo-mark.svg, redrawn with vector operations.
  doc.save().translate(x, 34);
  const gradient = doc.linearGradient(0, 0, 32, 32).stop(0, colors.blue).stop(1, colors.violet);
  doc.roundedRect(0, 0, 32, 32, 8).fill(gradient);
  doc
    .path('M9 22h2.6c2.5 0 3.5-1.7 4.4-4.4l.6-1.8c.9-2.7 1.9-4.3 4.4-4.3h1.6')
    .lineWidth(3)
    .lineCap('round')
    .lineJoin('round')
    .stroke('#ffffff');
  doc.circle(8, 22, 2.6).fill('#ffffff');
  doc.circle(24, 11.5, 3.6).lineWidth(1.6).fillAndStroke('#34d399', '#ffffff');
  doc.restore();

  doc.font('Helvetica-Bold').fontSize(20).fillColor(colors.ink);
  line(doc, brand.name, x + 42, 39);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(colors.blue);
  line(doc, 'AUTOMATION ROI ANALYSIS', x, 38, { width: CONTENT_WIDTH, align: 'right', characterSpacing: 1 });
  doc.font('Helvetica').fontSize(9).fillColor(colors.muted);
  line(doc, `Prepared ${generatedOn}`, x, 54, { width: CONTENT_WIDTH, align: 'right' });

  const bar = doc
    .linearGradient(x, 0, x + CONTENT_WIDTH, 0)
    .stop(0, colors.blue)
    .stop(1, colors.violet);
  doc.rect(x, 80, CONTENT_WIDTH, 3).fill(bar);
}

function drawTitle(doc: Doc, inputs: RoiInputs) {
  doc.font('Helvetica-Bold').fontSize(24).fillColor(colors.ink);
  line(doc, 'Your automation ROI analysis', PAGE.margin, 104);
  doc.font('Helvetica').fontSize(11).fillColor(colors.muted);
  line(
    doc,
    `${inputs.department} · ${complexityCopy[inputs.complexity].label} complexity · ${formatCount(inputs.frequency, 'run')} a month`,
    PAGE.margin,
    136,
  );
}

function drawHighlights(doc: Doc, results: RoiResults, top: number) {
  const gap = 14;
  const width = (CONTENT_WIDTH - gap * 2) / 3;
  const cards = [
    {
      label: 'ESTIMATED ANNUAL SAVINGS',
      value: formatCurrency(results.estimatedSavings),
      color: colors.green,
      fill: colors.greenSoft,
    },
    { label: 'FIRST-YEAR ROI', value: formatPercent(results.roi), color: colors.blue, fill: colors.blueSoft },
    {
      label: 'BREAK-EVEN',
      value: formatCount(results.breakEvenMonths, 'month'),
      color: colors.violet,
      fill: '#f5f3ff',
    },
  ];
  cards.forEach((card, i) => {
    const x = PAGE.margin + i * (width + gap);
    doc.roundedRect(x, top, width, 70, 8).fill(card.fill);
    doc.rect(x, top + 12, 3, 46).fill(card.color);
    doc.font('Helvetica-Bold').fontSize(8).fillColor(colors.muted);
    line(doc, card.label, x + 16, top + 16, { characterSpacing: 0.6 });
    doc.font('Helvetica-Bold').fontSize(22).fillColor(card.color);
    line(doc, card.value, x + 16, top + 32);
  });
}

function drawTable(
  doc: Doc,
  title: string,
  rows: { label: string; value: string }[],
  x: number,
  top: number,
  width: number,
) {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(colors.ink);
  line(doc, title, x, top);
  let y = top + 24;
  for (const row of rows) {
    doc.font('Helvetica').fontSize(10).fillColor(colors.body);
    line(doc, row.label, x, y);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(colors.ink);
    line(doc, row.value, x, y, { width, align: 'right' });
    doc
      .moveTo(x, y + 14)
      .lineTo(x + width, y + 14)
      .lineWidth(0.6)
      .stroke(colors.line);
    y += 20;
  }
  return y;
}

/** Bars of cumulative savings per month, the implementation cost as a dashed line, break-even marked. */
function drawChart(doc: Doc, results: RoiResults, top: number) {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(colors.ink);
  line(doc, roiCopy.chartHeading, PAGE.margin, top);

  const timeline = savingsTimeline(results);
  const lastMonth = timeline.length - 1;
  const axis = niceAxis(Math.max(results.implementationCost, timeline[lastMonth]?.cumulativeSavings ?? 0) * 1.05);
  const box = { x: PAGE.margin + 46, y: top + 52, width: CONTENT_WIDTH - 46, height: 150 };
  const yOf = (value: number) => box.y + box.height - (value / axis.max) * box.height;
  const slot = box.width / lastMonth;

  // Legend.
  const legendY = top + 22;
  doc.rect(PAGE.margin, legendY, 10, 10).fill(colors.blue);
  doc.font('Helvetica').fontSize(9).fillColor(colors.body);
  line(doc, 'Cumulative savings', PAGE.margin + 15, legendY + 1);
  doc
    .moveTo(PAGE.margin + 120, legendY + 5)
    .lineTo(PAGE.margin + 140, legendY + 5)
    .lineWidth(2)
    .dash(4, { space: 3 })
    .stroke(colors.amber)
    .undash();
  line(doc, `Implementation cost (${formatCurrency(results.implementationCost)})`, PAGE.margin + 146, legendY + 1);
  doc
    .circle(PAGE.margin + 316, legendY + 5, 4)
    .lineWidth(1.5)
    .fillAndStroke('#ffffff', colors.green);
  doc.fillColor(colors.body);
  line(doc, 'Break-even', PAGE.margin + 325, legendY + 1);

  // Grid and value axis.
  doc.font('Helvetica').fontSize(8).fillColor(colors.muted);
  for (const tick of axis.ticks) {
    const y = yOf(tick);
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .lineWidth(0.5)
      .stroke(tick === 0 ? '#94a3b8' : colors.line);
    line(doc, formatCompactCurrency(tick), PAGE.margin, y - 3, { width: 40, align: 'right' });
  }

  // Bars, one per month after month 0.
  const barWidth = Math.max(1.5, slot * 0.62);
  for (const point of timeline.slice(1)) {
    const x = box.x + (point.month - 0.5) * slot - barWidth / 2;
    const y = yOf(Math.min(point.cumulativeSavings, axis.max));
    const reached = point.month >= results.breakEvenMonths;
    doc.rect(x, y, barWidth, box.y + box.height - y).fill(reached ? colors.blue : '#93c5fd');
  }

  // Month axis.
  doc.font('Helvetica').fontSize(8).fillColor(colors.muted);
  for (const month of monthTicks(lastMonth).filter((m) => m > 0)) {
    const x = box.x + (month - 0.5) * slot;
    line(doc, String(month), x - 10, box.y + box.height + 6, { width: 20, align: 'center' });
  }
  line(doc, 'Months after go-live', box.x, box.y + box.height + 20, { width: box.width, align: 'center' });

  // Implementation cost.
  const costY = yOf(results.implementationCost);
  doc
    .moveTo(box.x, costY)
    .lineTo(box.x + box.width, costY)
    .lineWidth(1.5)
    .dash(5, { space: 3 })
    .stroke(colors.amber)
    .undash();

  // Break-even marker, its label above every bar the label spans, joined by a thin line.
  if (results.breakEvenMonths <= lastMonth) {
    const x = box.x + (results.breakEvenMonths - 0.5) * slot;
    const label = `Break-even: month ${results.breakEvenMonths}`;
    doc.font('Helvetica-Bold').fontSize(9);
    const labelWidth = doc.widthOfString(label) + 12;
    const labelX = Math.min(Math.max(x - labelWidth / 2, box.x), box.x + box.width - labelWidth);
    const lastUnderLabel = Math.min(lastMonth, Math.floor((labelX + labelWidth - box.x) / slot) + 1);
    const labelY = Math.max(box.y - 14, Math.min(costY, yOf(results.monthlySavings * lastUnderLabel)) - 22);
    doc
      .moveTo(x, labelY + 16)
      .lineTo(x, costY)
      .lineWidth(1)
      .stroke(colors.green);
    doc.circle(x, costY, 4).lineWidth(1.5).fillAndStroke('#ffffff', colors.green);
    doc.roundedRect(labelX, labelY, labelWidth, 16, 4).fill(colors.green);
    doc.fillColor('#ffffff');
    line(doc, label, labelX + 6, labelY + 4);
  } else {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(colors.amber);
    line(
      doc,
      `Break-even after ${formatCount(results.breakEvenMonths, 'month')}, beyond this chart`,
      box.x + 8,
      box.y + 4,
    );
  }
  return box.y + box.height + 34;
}

function drawFooter(doc: Doc, generatedOn: string, siteUrl: string, version: number) {
  const y = PAGE.height - 32;
  doc
    .moveTo(PAGE.margin, y - 10)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y - 10)
    .lineWidth(0.6)
    .stroke(colors.line);
  doc.font('Helvetica').fontSize(8).fillColor(colors.muted);
  line(doc, `Generated on ${generatedOn} · ${siteUrl}`, PAGE.margin, y);
  // Which figures the numbers came from, so a PDF from last month can be told from today's.
  line(doc, roiModelVersionLine(version), PAGE.margin, y + 10);
  line(doc, `${brand.name} · ${brand.emails.hello} · ${brand.phone}`, PAGE.margin, y, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
}

export interface RoiReportOptions {
  /** The site's public URL; the footer links back to the calculator. */
  publicUrl: string;
  generatedAt?: Date;
  /** Deflate the page content (the default); tests turn it off to read the text. */
  compress?: boolean;
  /** The model version to compute with (the one the visitor saw); the seeded one when left out. */
  computedWith?: PublishedRoiModel;
}

/** Renders the one-page analysis and resolves with the PDF's bytes. */
export function renderRoiReport(inputs: RoiInputs, options: RoiReportOptions): Promise<Buffer> {
  const computedWith = options.computedWith ?? SEEDED_PUBLISHED_ROI_MODEL;
  const results = computeRoi(inputs, computedWith.model);
  const generatedOn = dateFormat.format(options.generatedAt ?? new Date());
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: 20, left: PAGE.margin, right: PAGE.margin },
    compress: options.compress ?? true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `Automation ROI analysis: ${inputs.department}`,
      Author: brand.name,
      Subject: `Estimated annual savings ${formatCurrency(results.estimatedSavings)}, first-year ROI ${formatPercent(results.roi)}`,
      Keywords: 'automation, RPA, ROI, business case',
      CreationDate: options.generatedAt ?? new Date(),
    },
  });

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, generatedOn);
  drawTitle(doc, inputs);
  drawHighlights(doc, results, 166);

  const columnGap = 28;
  const columnWidth = (CONTENT_WIDTH - columnGap) / 2;
  drawTable(doc, roiCopy.inputsHeading, roiInputRows(inputs), PAGE.margin, 262, columnWidth);
  const tablesEnd = drawTable(
    doc,
    roiCopy.resultsHeading,
    roiResultRows(results),
    PAGE.margin + columnWidth + columnGap,
    262,
    columnWidth,
  );

  const chartEnd = drawChart(doc, results, tablesEnd + 18);

  doc.font('Helvetica').fontSize(8.5).fillColor(colors.muted);
  doc.text(roiAssumptions(computedWith.model), PAGE.margin, chartEnd, { width: CONTENT_WIDTH, lineGap: 2 });

  drawFooter(doc, generatedOn, `${options.publicUrl}/roi-calculator`, computedWith.version);
  doc.end();
  return done;
}
