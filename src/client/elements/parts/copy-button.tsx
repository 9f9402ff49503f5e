import { useState } from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** Copies a value as shown (e.g. '$1,234.50') to the clipboard; the icon confirms the copy for a moment. */
export function CopyButton({ text, disabled }: { text: string; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={copied ? 'Copied' : 'Copy'}
      title="Copy"
      disabled={disabled || text === ''}
      onClick={() => void copy()}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </Button>
  );
}
