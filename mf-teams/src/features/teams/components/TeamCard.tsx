import { Crown, MessageCircle, Settings2, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Team } from '@fj/contracts';
import { TEAM_CHAT_PREMIUM, TEAM_CHAT_PREMIUM_TITLE } from '@fj/contracts/messages';
import { Badge, Button, buttonClass, toast, useAuth, useUiNavigate } from '@fj/ui';
import { InviteCode } from '../../../shared/components/InviteCode';
import { isManager, ROLE_LABELS } from '../../../shared/model/roles';

const ROLE_TONES = { owner: 'premium', admin: 'default', member: 'secondary' } as const;

/**
 * One team: name, role, description, members/max, Public, the invite code for the owner and admins, and
 * Chat (Premium), Goals and Settings (owner and admin). They navigate in the app, without a full page load (decision
 * 1303).
 */
export function TeamCard({ team }: { team: Team }) {
  const { user } = useAuth();
  const navigate = useUiNavigate();
  const openChat = () => {
    if (!user?.isPremium) {
      toast({ title: TEAM_CHAT_PREMIUM_TITLE, description: TEAM_CHAT_PREMIUM, variant: 'destructive' });
      return;
    }
    navigate(`/teams/${encodeURIComponent(team.id)}/chat`);
  };
  const link = (to: string) => `/teams/${encodeURIComponent(team.id)}/${to}`;
  return (
    <li className="fj-card fjt-card" aria-labelledby={`team-${team.id}`}>
      <div className="fjt-card__head">
        <h2 id={`team-${team.id}`} className="fjt-card__name">
          {team.name}
        </h2>
        <Badge variant={ROLE_TONES[team.userRole]}>{ROLE_LABELS[team.userRole]}</Badge>
      </div>
      {team.description && <p className="fjt-card__description">{team.description}</p>}
      <div className="fjt-card__facts">
        <span className="fjt-fact">
          <Users size={16} aria-hidden="true" />
          {team.memberCount}/{team.maxMembers} members
        </span>
        {team.isPublic && <Badge variant="outline">Public</Badge>}
      </div>
      {team.inviteCode && <InviteCode code={team.inviteCode} teamName={team.name} />}
      <div className="fjt-card__actions">
        <Button variant="outline" onClick={openChat}>
          <MessageCircle size={18} aria-hidden="true" />
          Chat
          <Crown size={16} className="fjt-crown" aria-hidden="true" />
          <span className="fj-visually-hidden">(Premium)</span>
        </Button>
        <Link to={link('goals')} className={buttonClass({ variant: 'outline' })}>
          <Target size={18} aria-hidden="true" />
          Goals
        </Link>
        {isManager(team.userRole) && (
          <Link to={link('settings')} className={buttonClass({ variant: 'outline' })}>
            <Settings2 size={18} aria-hidden="true" />
            Settings
          </Link>
        )}
      </div>
    </li>
  );
}
