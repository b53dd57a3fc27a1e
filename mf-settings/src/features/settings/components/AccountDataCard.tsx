import { useState } from 'react';
import { FileDown, ShieldCheck, Trash2 } from 'lucide-react';
import type { AuthUser } from '@fj/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fj/ui';
import { ConfirmDialog } from '@fj/ui/dialog';
import { useDeleteAccount, useDownloadData } from '../api/accountApi';

/** GDPR: download everything (a ZIP: the complete JSON, spreadsheets, Markdown), delete the account (type the email to confirm), the privacy page. */
export function AccountDataCard({ user }: { user: AuthUser }) {
  const download = useDownloadData();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Everything you keep here is yours to take with you or remove.</CardDescription>
      </CardHeader>
      <CardContent className="fjs-actions">
        <Button variant="outline" block onClick={() => download.mutate()} disabled={download.isPending}>
          <FileDown size={18} aria-hidden="true" />
          {download.isPending ? 'Preparing your data…' : 'Download my data'}
        </Button>
        <Button variant="outline" block className="fjs-danger" onClick={() => setConfirming(true)}>
          <Trash2 size={18} aria-hidden="true" />
          Delete account
        </Button>
        {/* A full page load: the privacy page is served by the server, also to signed-out visitors. */}
        <a href="/privacy" className="fjs-privacy">
          <ShieldCheck size={18} aria-hidden="true" />
          Privacy: what we store and why
        </a>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your account and everything in it (businesses, figures, meetings, ideas, notes and settings) are deleted from every part of Founder Journal, and you are signed out on every device. This cannot be undone: download your data first if you want a copy."
        confirmLabel="Delete account"
        pendingLabel="Deleting…"
        typeToConfirm={user.email}
        onConfirm={() => remove.mutateAsync(user.email)}
      />
    </Card>
  );
}
