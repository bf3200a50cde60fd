/**
 * Reads the text of a PDF made by pdfkit, so tests can assert on a report's words and numbers
 * without a PDF library: content streams are inflated with node:zlib when compressed, and the
 * hex-encoded strings of each text-showing operator (`[<..> 12 <..>] TJ`, `<..> Tj`) are decoded.
 * It understands exactly what pdfkit writes with its built-in fonts; it is not a general parser.
 */
import { inflateSync } from 'node:zlib';

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const source = pdf.toString('latin1');
  const pattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end === -1) break;
    const raw = pdf.subarray(start, end);
    const dictionary = match[1] ?? '';
    if (/\/Subtype\s*\/Image/.test(dictionary)) continue;
    try {
      streams.push((/\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // Not a stream we can read (e.g. a truncated one): skip it.
    }
    pattern.lastIndex = end;
  }
  return streams;
}

const decodeHex = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').toString('latin1');

/** The lines of text drawn on the pages, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const match of stream.matchAll(/\[((?:<[0-9a-fA-F\s]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g)) {
      const parts =
        match[1] !== undefined
          ? [...match[1].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1] ?? '')
          : [match[2] ?? ''];
      lines.push(parts.map(decodeHex).join(''));
    }
  }
  return lines;
}

export const pdfText = (pdf: Buffer): string => pdfTextLines(pdf).join('\n');
