import { useState } from 'react';
import { Button, FormField, Input, useValidatedForm } from '@fj/ui';
import { isProfileImageUrl, validateProfileForm, type ProfileFormValues } from '../model/profileForm';

/**
 * First name, last name and a profile picture link (https, or empty for the initial). The picture is previewed once
 * the link is entered (on leaving the field), and says so when the page cannot show it.
 */
export function ProfileForm({
  initial,
  pending,
  onSubmit,
}: {
  initial: ProfileFormValues;
  pending: boolean;
  onSubmit: (values: ProfileFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateProfileForm, onSubmit);
  const [previewUrl, setPreviewUrl] = useState(initial.profileImageUrl);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <div className="fj-form__row">
        <FormField label="First name" error={errors.firstName}>
          {(control) => (
            <Input
              {...control}
              value={values.firstName}
              onChange={(e) => set('firstName', e.target.value)}
              autoComplete="given-name"
              maxLength={80}
            />
          )}
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          {(control) => (
            <Input
              {...control}
              value={values.lastName}
              onChange={(e) => set('lastName', e.target.value)}
              autoComplete="family-name"
              maxLength={80}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Profile picture link (optional)"
        error={errors.profileImageUrl}
        hint="An https:// link to a picture. Leave it empty to show your initial."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            value={values.profileImageUrl}
            onChange={(e) => set('profileImageUrl', e.target.value)}
            onBlur={() => setPreviewUrl(values.profileImageUrl)}
            placeholder="https://"
            autoComplete="photo"
            autoCapitalize="off"
            spellCheck={false}
          />
        )}
      </FormField>
      {previewUrl.trim() && isProfileImageUrl(previewUrl) && (
        <PicturePreview key={previewUrl} url={previewUrl.trim()} />
      )}
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : 'Save Profile'}
      </Button>
    </form>
  );
}

function PicturePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="fjs-preview fjs-preview--failed" role="status">
        This picture can't be shown here: check the link, or ask whoever runs this server to allow pictures from its
        site. Your initial is shown instead.
      </p>
    );
  }
  return (
    <div className="fjs-preview">
      <img src={url} alt="Preview of your profile picture" width={56} height={56} onError={() => setFailed(true)} />
      <span className="fj-muted">Preview</span>
    </div>
  );
}
