import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { TeamDetail } from '@fj/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@fj/ui';
import { ConfirmDialog } from '@fj/ui/dialog';
import { InviteCode } from '../../../shared/components/InviteCode';
import { useRegenerateInviteCode } from '../api/teamSettingsApi';

/** The code to share, and a new one when the old has gone too far (it stops working at once). */
export function InviteCodeCard({ team }: { team: TeamDetail }) {
  const regenerate = useRegenerateInviteCode(team.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardHeader>
        <h2 className="fj-card__title">Invite code</h2>
        <CardDescription>Anyone with this code can join while the team has room.</CardDescription>
      </CardHeader>
      <CardContent className="fjt-stack">
        {team.inviteCode && <InviteCode code={team.inviteCode} teamName={team.name} large />}
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <RefreshCw size={18} aria-hidden="true" />
          New invite code
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace the invite code?"
        description="The current code stops working at once. People who have not joined yet will need the new one."
        confirmLabel="Replace code"
        pendingLabel="Replacing…"
        onConfirm={() => regenerate.mutateAsync()}
      />
    </Card>
  );
}
