import type { TeamDetail } from '@fj/contracts';
import { Card, CardContent, CardDescription, CardHeader } from '@fj/ui';
import { MemberRow } from './MemberRow';

export function MembersCard({ team, me }: { team: TeamDetail; me: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="fj-card__title">
          Members ({team.memberCount}/{team.maxMembers})
        </h2>
        <CardDescription>
          {team.userRole === 'owner'
            ? 'Make members admins, hand the team over, or remove people.'
            : 'As an admin you can promote and remove members.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="fjt-members" aria-label="Members">
          {team.members.map((member) => (
            <MemberRow key={member.userId} team={team} member={member} me={me} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
