import { Button } from '@showroom/ui';
import { useState } from 'react';

/** Copies `text` to the clipboard and says so; where the browser refuses, the text stays selectable on the page. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Button variant="secondary" onClick={copy}>
      {copied ? 'Copied' : label}
    </Button>
  );
}
