import { useState } from 'react';
import { Crown, UserMinus } from 'lucide-react';
import type { TeamDetail, TeamMember, TeamRole } from '@fj/contracts';
import { Badge, Button } from '@fj/ui';
import { ConfirmDialog } from '@fj/ui/dialog';
import { Select } from '@fj/ui/select';
import { formatInstantDay } from '../../../shared/model/dates';
import { initials, memberName, ROLE_LABELS } from '../../../shared/model/roles';
import { useChangeRole, useRemoveMember } from '../api/teamSettingsApi';
import { canChangeRole, canMakeOwner, canRemove } from '../model/permissions';

const ROLE_OPTIONS = [
  { value: 'admin', label: ROLE_LABELS.admin },
  { value: 'member', label: ROLE_LABELS.member },
];

type Asking = 'owner' | 'remove' | null;

/** One member: name, when they joined, their role (a dropdown where the caller may change it), Make owner, Remove. */
export function MemberRow({ team, member, me }: { team: TeamDetail; member: TeamMember; me: string }) {
  const changeRole = useChangeRole(team.id);
  const remove = useRemoveMember(team.id);
  const [asking, setAsking] = useState<Asking>(null);
  const name = memberName(member.name);
  const isMe = member.userId === me;
  return (
    <li className="fjt-member">
      <span className="fj-avatar fj-avatar--initials" aria-hidden="true">
        {initials(member.name)}
      </span>
      <div className="fjt-member__text">
        <span className="fjt-member__name">
          {name}
          {isMe && <span className="fj-muted"> (you)</span>}
        </span>
        <span className="fj-muted">Joined {formatInstantDay(member.joinedAt)}</span>
      </div>
      <div className="fjt-member__role">
        {canChangeRole(team.userRole, member) ? (
          <Select
            label={`Role of ${name}`}
            value={member.role}
            options={ROLE_OPTIONS}
            disabled={changeRole.isPending}
            onValueChange={(role) => changeRole.mutate({ member, role: role as TeamRole })}
          />
        ) : (
          <Badge variant={member.role === 'owner' ? 'premium' : member.role === 'admin' ? 'default' : 'secondary'}>
            {ROLE_LABELS[member.role]}
          </Badge>
        )}
      </div>
      {(canMakeOwner(team.userRole, member) || canRemove(team.userRole, me, member)) && (
        <div className="fjt-member__actions">
          {canMakeOwner(team.userRole, member) && (
            <Button variant="ghost" size="sm" onClick={() => setAsking('owner')} aria-label={`Make ${name} the owner`}>
              <Crown size={16} aria-hidden="true" />
              Make owner
            </Button>
          )}
          {canRemove(team.userRole, me, member) && (
            <Button
              variant="ghost"
              size="sm"
              className="fj-btn--danger-text"
              onClick={() => setAsking('remove')}
              aria-label={`Remove ${name}`}
            >
              <UserMinus size={16} aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking === 'owner'}
        onOpenChange={(open) => setAsking(open ? 'owner' : null)}
        title={`Make ${name} the owner?`}
        description="They will own the team and can delete it. You will stay on as an admin."
        confirmLabel="Transfer ownership"
        pendingLabel="Transferring…"
        onConfirm={() => changeRole.mutateAsync({ member, role: 'owner' })}
      />
      <ConfirmDialog
        open={asking === 'remove'}
        onOpenChange={(open) => setAsking(open ? 'remove' : null)}
        title={`Remove ${name} from ${team.name}?`}
        description="They lose access to the team's goals and chat. They can join again with the invite code."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={() => remove.mutateAsync(member)}
      />
    </li>
  );
}
