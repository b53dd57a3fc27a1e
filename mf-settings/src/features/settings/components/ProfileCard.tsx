import { Crown, Pencil } from 'lucide-react';
import type { AuthUser } from '@fj/contracts';
import { Avatar, Badge, Button, Card, CardContent } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useUpdateProfile } from '../api/profileApi';
import { profileToFormValues, toUpdateProfileRequest } from '../model/profileForm';
import { ProfileForm } from './ProfileForm';

export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** The profile: picture, name, email, the plan badge, and Edit (names and picture link). */
export function ProfileCard({ user }: { user: AuthUser }) {
  return (
    <Card>
      <CardContent className="fj-profile">
        <Avatar user={user} size={56} />
        <div className="fj-profile__text">
          <p className="fj-profile__name">{displayName(user)}</p>
          <p className="fj-muted fjs-email">{user.email}</p>
          {user.isPremium ? (
            <Badge variant="premium">
              <Crown size={12} aria-hidden="true" />
              Premium Member
            </Badge>
          ) : (
            <Badge variant="secondary">Free Account</Badge>
          )}
        </div>
        <FormDialog
          title="Edit Profile"
          description="Your name and picture, as the app shows them."
          trigger={
            <Button variant="ghost" size="icon" className="fjs-edit" aria-label="Edit profile">
              <Pencil size={20} aria-hidden="true" />
            </Button>
          }
        >
          {(close) => <EditProfileForm user={user} onSaved={close} />}
        </FormDialog>
      </CardContent>
    </Card>
  );
}

function EditProfileForm({ user, onSaved }: { user: AuthUser; onSaved: () => void }) {
  const update = useUpdateProfile();
  return (
    <ProfileForm
      initial={profileToFormValues(user)}
      pending={update.isPending}
      onSubmit={(values) => update.mutate(toUpdateProfileRequest(values), { onSuccess: onSaved })}
    />
  );
}
