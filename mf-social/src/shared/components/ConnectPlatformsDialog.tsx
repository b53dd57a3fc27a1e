import { useState, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { Business, SocialAccount, ValidationResult } from '@fj/contracts';
import {
  CONNECT_MESSAGES,
  FREE_PLAN_SOCIAL_ACCOUNT_LIMIT,
  PLATFORM_LABELS,
  SOCIAL_ACCOUNT_LIMIT_MESSAGE,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from '@fj/contracts/social-messages';
import { Button, errorMessage, FormField, Input, PlanLimitCard, plural, toast, useAuth } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useConnectAccount, validateAccount } from '../api/socialApi';
import {
  connectProblem,
  EMPTY_DRAFT,
  NEEDS_USERNAME,
  SIGNS_IN,
  validationProblem,
  type ConnectDraft,
  type ConnectProblem,
} from '../model/connectForm';
import { useOAuthPopup } from './useOAuthPopup';
import '../social.css';

const ACCOUNT_NOUN = ['social account', 'social accounts'] as const;

const warn = (problem: ConnectProblem) => {
  const [title, description] = CONNECT_MESSAGES[problem];
  toast({ title, description: description || undefined, variant: 'destructive' });
};

export interface ConnectPlatformsDialogProps {
  trigger: ReactNode;
  /** The business to connect to; when absent the dialog asks for one among `businesses`. */
  businessId?: string | null;
  businesses?: readonly Business[];
  /** The chosen business's accounts (for the Free plan's limit, shown before the form). */
  accounts?: readonly SocialAccount[];
  /** Open as soon as it mounts (ConnectPlatformsButton loads this module on the first click). */
  defaultOpen?: boolean;
}

/**
 * Connect Platforms (docs/product.md#connect-platforms): choose a platform and give its details; one primary action
 * checks the account (podcast feed, YouTube channel, username; Facebook and Instagram sign in through the OAuth pop-up
 * when the server has the app) and connects it; the form resets and the dialog closes. Never asks for a password.
 */
export function ConnectPlatformsDialog({
  trigger,
  businessId = null,
  businesses,
  accounts = [],
  defaultOpen = false,
}: ConnectPlatformsDialogProps) {
  const { user } = useAuth();
  const limitReached = (b: string | null) =>
    !user?.isPremium &&
    b !== null &&
    accounts.filter((a) => a.businessId === b).length >= FREE_PLAN_SOCIAL_ACCOUNT_LIMIT;
  const [showLimit, setShowLimit] = useState(() => defaultOpen && limitReached(businessId));
  return (
    <FormDialog
      trigger={trigger}
      title="Connect Platforms"
      description={showLimit ? undefined : 'Link a social account or podcast to follow its growth.'}
      onOpenChange={(open) => open && setShowLimit(limitReached(businessId))}
      defaultOpen={defaultOpen}
    >
      {(close) =>
        showLimit ? (
          <PlanLimitCard
            used={accounts.filter((a) => a.businessId === businessId).length}
            limit={FREE_PLAN_SOCIAL_ACCOUNT_LIMIT}
            noun={ACCOUNT_NOUN}
            message={SOCIAL_ACCOUNT_LIMIT_MESSAGE}
          />
        ) : (
          <ConnectForm onConnected={close} businessId={businessId} businesses={businesses} />
        )
      }
    </FormDialog>
  );
}

export function ConnectForm({
  onConnected,
  businessId: fixedBusiness,
  businesses,
}: {
  onConnected: () => void;
  businessId: string | null;
  businesses?: readonly Business[];
}) {
  const [draft, setDraft] = useState<ConnectDraft>(EMPTY_DRAFT);
  const [chosenBusiness, setChosenBusiness] = useState<string | null>(
    fixedBusiness ?? (businesses?.length === 1 ? businesses[0].id : null),
  );
  const [result, setResult] = useState<ValidationResult | null>(null);
  const [connectionRef, setConnectionRef] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const connect = useConnectAccount();
  const businessId = fixedBusiness ?? chosenBusiness;
  const set = (patch: Partial<ConnectDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setResult(null);
    setConnectionRef(null);
  };
  /** Connects the checked account (`ref`: the OAuth sign-in it came from); the form resets and closes once saved. */
  const connectChecked = (checked: ValidationResult, ref: string | null) => {
    const problem = connectProblem(draft, { validated: true, businessId });
    if (problem) return warn(problem);
    const platform = draft.platform as SocialPlatform;
    connect.mutate(
      {
        platform,
        businessId: businessId!,
        username: checked.username ?? (draft.username.trim() || null),
        rssUrl: platform === 'podcast' ? draft.rssUrl.trim() : null,
        channelId: platform === 'youtube' ? (checked.channelId ?? (draft.channelId.trim() || null)) : null,
        channelUrl: platform === 'youtube' ? draft.channelUrl.trim() || null : null,
        connectionRef: ref,
      },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          setResult(null);
          onConnected();
        },
      },
    );
  };

  const signIn = useOAuthPopup({
    onSignedIn: (data) => {
      const signedIn: ValidationResult = {
        isValid: true,
        platform: data.platform,
        username: data.profile.username,
        validatedAt: new Date().toISOString(),
        message: `Signed in as ${data.profile.name ?? data.profile.username}.`,
        connectionKind: 'oauth',
      };
      setDraft((d) => ({ ...d, username: data.profile.username }));
      setConnectionRef(data.connectionRef);
      setResult(signedIn);
      toast({ title: CONNECT_MESSAGES.oauthOk[0], description: `Signed in as ${data.profile.username}.` });
      connectChecked(signedIn, data.connectionRef);
    },
    onFailed: () =>
      toast({
        title: CONNECT_MESSAGES.oauthFailed[0],
        description: CONNECT_MESSAGES.oauthFailed[1],
        variant: 'destructive',
      }),
  });

  /**
   * The one primary action: the checks in order (platform, details, business), then the account is validated on the
   * server (or signed in to) and, once it is, connected.
   */
  const checkAndConnect = async () => {
    const problem = validationProblem(draft) ?? (businessId ? null : 'businessRequired');
    if (problem) return warn(problem);
    // Already checked (a sign-in, or a connection that failed after its check): connect it.
    if (result) return connectChecked(result, connectionRef);
    const platform = draft.platform as SocialPlatform;
    setValidating(true);
    try {
      const answer = await validateAccount({
        platform,
        username: draft.username.trim(),
        rssUrl: draft.rssUrl.trim(),
        channelId: draft.channelId.trim(),
        channelUrl: draft.channelUrl.trim(),
      });
      if (answer.isValid && answer.useOAuth) return void (await signIn(platform));
      if (!answer.isValid)
        return void toast({
          title: CONNECT_MESSAGES.validationFailed[0],
          description: answer.message || CONNECT_MESSAGES.validationFailed[1],
          variant: 'destructive',
        });
      setResult(answer);
      connectChecked(answer, null);
    } catch (error) {
      toast({
        title: CONNECT_MESSAGES.validationFailed[0],
        description: errorMessage(error, CONNECT_MESSAGES.validationFailed[1]),
        variant: 'destructive',
      });
    } finally {
      setValidating(false);
    }
  };

  const platform = draft.platform;
  return (
    <form
      className="fj-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void checkAndConnect();
      }}
    >
      {!fixedBusiness && businesses && (
        <fieldset className="fjs-choices">
          <legend className="fj-label">Business</legend>
          {businesses.map((b) => (
            <label key={b.id} className="fjs-choice">
              <input
                type="radio"
                name="business"
                value={b.id}
                checked={chosenBusiness === b.id}
                onChange={() => setChosenBusiness(b.id)}
              />
              <span>{b.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="fjs-choices fjs-choices--platforms">
        <legend className="fj-label">Platform</legend>
        {SOCIAL_PLATFORMS.map((p) => (
          <label key={p} className="fjs-choice">
            <input
              type="radio"
              name="platform"
              value={p}
              checked={platform === p}
              onChange={() => set({ ...EMPTY_DRAFT, platform: p })}
            />
            <span>{PLATFORM_LABELS[p]}</span>
          </label>
        ))}
      </fieldset>
      {platform === 'podcast' && (
        <FormField
          label="RSS feed URL"
          required
          hint="The address of your podcast's feed, e.g. from your hosting provider."
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={draft.rssUrl}
              onChange={(e) => set({ rssUrl: e.target.value })}
              placeholder="https://…/feed.xml"
            />
          )}
        </FormField>
      )}
      {platform === 'youtube' && (
        <>
          <FormField label="Channel ID" hint="Starts with UC. Or give the channel URL below.">
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                value={draft.channelId}
                onChange={(e) => set({ channelId: e.target.value })}
                placeholder="UC…"
              />
            )}
          </FormField>
          <FormField label="Channel URL">
            {(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                autoComplete="off"
                value={draft.channelUrl}
                onChange={(e) => set({ channelUrl: e.target.value })}
                placeholder="https://www.youtube.com/@…"
              />
            )}
          </FormField>
        </>
      )}
      {platform && platform !== 'podcast' && platform !== 'youtube' && (
        <FormField
          label="Username"
          required={NEEDS_USERNAME(platform)}
          hint={
            SIGNS_IN(platform)
              ? `Sign in with ${PLATFORM_LABELS[platform]}, or enter your username to track it manually when sign-in is not available.`
              : undefined
          }
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              autoCapitalize="none"
              value={draft.username}
              onChange={(e) => set({ username: e.target.value })}
              placeholder="@yourname"
            />
          )}
        </FormField>
      )}
      {result && (
        <section className="fjs-validated" aria-label="Validation Successful" role="status">
          <p className="fjs-validated__title">
            <CheckCircle2 size={18} aria-hidden="true" /> Validation Successful
          </p>
          {result.username && <p className="fjs-validated__name">{result.title ?? result.username}</p>}
          {result.episodeCount != null && <p>{plural(result.episodeCount, 'episode')}</p>}
          {result.subscriberCount != null && <p>{plural(result.subscriberCount, 'subscriber')}</p>}
          {result.videoCount != null && <p>{plural(result.videoCount, 'video')}</p>}
          <p className="fj-muted">{result.message}</p>
        </section>
      )}
      <Button type="submit" block disabled={validating || connect.isPending}>
        {validating
          ? 'Checking…'
          : connect.isPending
            ? 'Connecting…'
            : SIGNS_IN(platform) && !draft.username.trim()
              ? `Sign in with ${PLATFORM_LABELS[platform as SocialPlatform]} and connect`
              : 'Connect Account'}
      </Button>
    </form>
  );
}
