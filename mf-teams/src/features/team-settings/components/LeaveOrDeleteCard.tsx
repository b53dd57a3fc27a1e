import { useState } from 'react';
import { LogOut, Trash2 } from 'lucide-react';
import type { TeamDetail } from '@fj/contracts';
import { TEAM_OWNER_MUST_TRANSFER } from '@fj/contracts/messages';
import { Button, Card, CardContent, CardHeader } from '@fj/ui';
import { ConfirmDialog } from '@fj/ui/dialog';
import { useDeleteTeam, useLeaveTeam } from '../api/teamSettingsApi';

/** Admins leave; the owner hands the team over before leaving, or deletes it (typing its name). */
export function LeaveOrDeleteCard({ team, me }: { team: TeamDetail; me: string }) {
  const leave = useLeaveTeam(team.id, me, team.name);
  const remove = useDeleteTeam(team.id, team.name);
  const [asking, setAsking] = useState<'leave' | 'delete' | null>(null);
  const isOwner = team.userRole === 'owner';
  return (
    <Card>
      <CardHeader>
        <h2 className="fj-card__title">{isOwner ? 'Leave or delete' : 'Leave team'}</h2>
      </CardHeader>
      <CardContent className="fjt-stack">
        {isOwner ? (
          <>
            <p className="fj-muted">{TEAM_OWNER_MUST_TRANSFER}: use Make owner in the members list.</p>
            <Button variant="outline" className="fj-btn--danger-text" onClick={() => setAsking('delete')}>
              <Trash2 size={18} aria-hidden="true" />
              Delete team
            </Button>
          </>
        ) : (
          <Button variant="outline" className="fj-btn--danger-text" onClick={() => setAsking('leave')}>
            <LogOut size={18} aria-hidden="true" />
            Leave team
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking === 'leave'}
        onOpenChange={(open) => setAsking(open ? 'leave' : null)}
        title={`Leave ${team.name}?`}
        description="You lose access to its goals and chat. You can join again with an invite code."
        confirmLabel="Leave team"
        pendingLabel="Leaving…"
        onConfirm={() => leave.mutateAsync()}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={`Delete ${team.name}?`}
        description="Every member loses access and its goals are deleted. This cannot be undone."
        confirmLabel="Delete team"
        typeToConfirm={team.name}
        onConfirm={() => remove.mutateAsync()}
      />
    </Card>
  );
}
