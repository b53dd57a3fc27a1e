import { Crown } from 'lucide-react';
import type { AuthUser } from '@fj/contracts';
import { Avatar, Badge, Card, CardContent } from '@fj/ui';

export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

export function ProfileCard({ user }: { user: AuthUser }) {
  return (
    <Card>
      <CardContent className="fj-profile">
        <Avatar user={user} size={56} />
        <div className="fj-profile__text">
          <p className="fj-profile__name">{displayName(user)}</p>
          <p className="fj-muted">{user.email}</p>
          {user.isPremium ? (
            <Badge variant="premium">
              <Crown size={12} aria-hidden="true" />
              Premium Member
            </Badge>
          ) : (
            <Badge variant="secondary">Free Account</Badge>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
