import { useState } from 'react';
import type { AuthUser } from '@fj/contracts';

type AvatarUser = Pick<AuthUser, 'firstName' | 'email' | 'profileImageUrl'> | null | undefined;

/** Avatar text: first letter of the first name, else the uppercase first letter of the e-mail, else 'U'. */
export function avatarText(user: AvatarUser): string {
  return user?.firstName?.trim()?.[0] || user?.email?.trim()?.[0]?.toUpperCase() || 'U';
}

/** The profile image when there is one (and it loads), else avatarText. */
export function Avatar({ user, size = 32 }: { user: AvatarUser; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user?.profileImageUrl || null;
  const style = { width: size, height: size };
  if (src && src !== failedSrc) {
    return <img className="fj-avatar" src={src} alt="Profile" style={style} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className="fj-avatar fj-avatar--text" style={style} aria-label="Profile" role="img">
      {avatarText(user)}
    </span>
  );
}
