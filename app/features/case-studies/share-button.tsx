import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { fallbackDetailCopy } from './case-study-copy.ts';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Pages served over plain http (other than localhost) have no Clipboard API.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

/** Copies the page's address and says so with an alert (SPEC 2.9: 'Link copied to clipboard!'). */
export function ShareButton({ className }: { className?: string }) {
  async function share() {
    const url = window.location.href;
    try {
      await copyText(url);
      window.alert(fallbackDetailCopy.copied);
    } catch {
      // Copying was refused: let the visitor copy the address by hand.
      window.prompt('Copy this link:', url);
    }
  }
  return (
    <Button variant="outline" onClick={share} className={className}>
      <Share2 aria-hidden className="size-4" />
      {fallbackDetailCopy.share}
    </Button>
  );
}
