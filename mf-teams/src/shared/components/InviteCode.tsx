import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, cn, toast } from '@fj/ui';
import { COPIED_INDICATOR_MS, copyText } from '../model/clipboard';

/**
 * The invite code (owner and admins only) with its copy button: 'Copied!' / 'Invite code copied to clipboard', the
 * button shows a tick for 2 s; 'Copy Failed' / 'Failed to copy invite code' when the browser refuses.
 */
export function InviteCode({ code, teamName, large = false }: { code: string; teamName: string; large?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await copyText(code);
      setCopied(true);
      toast({ title: 'Copied!', description: 'Invite code copied to clipboard' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Failed to copy invite code', variant: 'destructive' });
    }
  };
  return (
    <div className={cn('fjt-code', large && 'fjt-code--large')}>
      <span className="fjt-code__label">Invite code</span>
      <code className="fjt-code__value">{code}</code>
      <Button
        variant="ghost"
        size="icon"
        className="fjt-code__copy"
        onClick={() => void copy()}
        aria-label={copied ? 'Invite code copied' : `Copy invite code of ${teamName}`}
      >
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
      </Button>
    </div>
  );
}
