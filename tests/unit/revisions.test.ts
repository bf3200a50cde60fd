import { describe, expect, it } from 'vitest';
import { compareText, richTextToPlain } from '#app/lib/revisions.ts';

describe('richTextToPlain', () => {
  it('reads sanitised rich text as lines a person reads, entities decoded', () => {
    expect(
      richTextToPlain(
        '<h2>Before</h2><p>Invoices &amp; credit&nbsp;notes<br>were <strong>keyed</strong> by hand.</p><ul><li>Slow</li><li>Costly &lt;always&gt;</li></ul>',
      ),
    ).toBe('Before\nInvoices & credit notes\nwere keyed by hand.\n• Slow\n• Costly <always>');
  });

  it('is empty for markup without text', () => {
    expect(richTextToPlain('<p></p><p> </p>')).toBe('');
  });
});

describe('compareText', () => {
  it('is null when both sides read the same', () => {
    expect(compareText('Title', 'Same', 'Same')).toBeNull();
  });

  it('keeps short values whole', () => {
    expect(compareText('Title', 'Old', 'New')).toEqual({ field: 'Title', before: 'Old', after: 'New' });
  });

  it('marks the words that changed in long text, and the parts rebuild both versions', () => {
    const before = 'The team keyed every invoice by hand into the ledger before nine each morning.';
    const after = 'The robot posts every invoice into the ledger before nine each morning.';
    const change = compareText('Summary', before, after);
    const parts = change?.parts ?? [];
    const rebuild = (skip: 'added' | 'removed') =>
      parts
        .filter((p) => p.change !== skip)
        .map((p) => p.text)
        .join('');
    expect(rebuild('added')).toBe(before);
    expect(rebuild('removed')).toBe(after);
    expect(parts.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual(['team keyed', 'by hand']);
    expect(parts.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['robot posts']);
  });

  it('shows text rewritten from scratch as two whole versions, not a mesh of words', () => {
    const before = 'Halvorsen Components processed 10,000 supplier invoices a month by hand across 14 legal entities.';
    const after = 'A much shorter summary written for the screenshots, to show how a rewrite reads.';
    expect(compareText('Executive summary', before, after)).toEqual({ field: 'Executive summary', before, after });
  });
});
