import { describe, expect, it } from 'vitest';
import { renderRoiReport } from '#app/features/roi/roi-report.server.ts';
import { defaultRoiInputs } from '#app/lib/roi.ts';
import { isPdf, pdfText, pdfTextLines } from '../helpers/pdf-text.ts';

const generatedAt = new Date('2026-11-22T12:00:00Z');

describe('the ROI report PDF', () => {
  it('is a one-page PDF with the brand, inputs, results, chart labels and footer', async () => {
    const pdf = await renderRoiReport(defaultRoiInputs, { publicUrl: 'https://brightflow.io', generatedAt });
    expect(isPdf(pdf)).toBe(true);
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Pages\s*\/Count 1/);
    const text = pdfText(pdf);
    for (const expected of [
      'Brightflow',
      'AUTOMATION ROI ANALYSIS',
      'Your automation ROI analysis',
      'Hours per process run',
      '20 hours',
      '$35',
      '22 runs',
      '5 people',
      'Medium',
      'Finance & Accounting',
      '$15,400',
      '$184,800',
      '$129,360',
      '8 weeks',
      '$16,000',
      '80%',
      '2 months',
      '708.5%',
      'Cumulative savings against implementation cost',
      'Break-even: month 2',
      'Months after go-live',
      'Generated on November 22, 2026 · https://brightflow.io/roi-calculator',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads the same with compression off, and compresses by default', async () => {
    const compressed = await renderRoiReport(defaultRoiInputs, { publicUrl: 'https://x.test', generatedAt });
    const plain = await renderRoiReport(defaultRoiInputs, {
      publicUrl: 'https://x.test',
      generatedAt,
      compress: false,
    });
    expect(compressed.length).toBeLessThan(plain.length);
    expect(pdfTextLines(compressed)).toEqual(pdfTextLines(plain));
  });

  it('says when break-even lies beyond the chart', async () => {
    const pdf = await renderRoiReport(
      { ...defaultRoiInputs, processHours: 1, hourlyRate: 15, frequency: 1, complexity: 'high' },
      { publicUrl: 'https://x.test', generatedAt },
    );
    const text = pdfText(pdf);
    expect(text).toContain('2,667 months');
    expect(text).toContain('Break-even after 2,667 months, beyond this chart');
    expect(text).toContain('-99.6%');
  });
});
