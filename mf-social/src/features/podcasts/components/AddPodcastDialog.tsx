import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FREE_PLAN_PODCAST_LIMIT, PODCAST_LIMIT_MESSAGE } from '@fj/contracts/messages';
import type { BusinessList } from '@fj/contracts';
import { Button, errorMessage, FormField, Input, PlanLimitCard, RequiredNote, useSelectedBusiness } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { SelectField } from '@fj/ui/select';
import { useAddPodcast } from '../api/podcastsApi';

const NOUN = ['podcast', 'podcasts'] as const;

/** Add Podcast: the business it belongs to and its RSS feed. On the Free plan with its one podcast: the upgrade card. */
export function AddPodcastDialog({
  trigger,
  limitReached,
  used,
}: {
  trigger: ReactNode;
  limitReached: boolean;
  used: number;
}) {
  const [showLimit, setShowLimit] = useState(limitReached);
  return (
    <FormDialog
      trigger={trigger}
      title="Add Podcast"
      description={showLimit ? undefined : 'Track a show from its RSS feed.'}
      onOpenChange={(open) => open && setShowLimit(limitReached)}
    >
      {(close) =>
        showLimit ? (
          <PlanLimitCard used={used} limit={FREE_PLAN_PODCAST_LIMIT} noun={NOUN} message={PODCAST_LIMIT_MESSAGE} />
        ) : (
          <AddPodcastForm onAdded={close} />
        )
      }
    </FormDialog>
  );
}

function AddPodcastForm({ onAdded }: { onAdded: () => void }) {
  const businesses = useQuery<BusinessList>({ queryKey: ['/api/businesses'] });
  const { selectedBusiness } = useSelectedBusiness(businesses.data);
  const [businessId, setBusinessId] = useState<string | null>(null);
  const [rssUrl, setRssUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddPodcast();
  const chosen = businessId ?? selectedBusiness?.id ?? '';
  if (businesses.data && businesses.data.length === 0)
    return <p>Create a business first: a podcast is tracked for one of your businesses.</p>;
  return (
    <form
      className="fj-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!rssUrl.trim()) return setError('Please enter your podcast RSS feed URL');
        if (!chosen) return;
        setError(undefined);
        add.mutate(
          { businessId: chosen, rssUrl: rssUrl.trim() },
          { onSuccess: onAdded, onError: (err) => setError(errorMessage(err, 'Failed to add the podcast')) },
        );
      }}
    >
      {businesses.data && businesses.data.length > 1 && (
        <SelectField
          label="Business"
          value={chosen}
          options={businesses.data.map((b) => ({ value: b.id, label: b.name }))}
          onChange={setBusinessId}
        />
      )}
      <FormField label="Podcast RSS feed URL" required error={error}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            value={rssUrl}
            onChange={(e) => setRssUrl(e.target.value)}
            placeholder="https://feeds.example.com/show.xml"
            autoComplete="off"
          />
        )}
      </FormField>
      <RequiredNote />
      <Button type="submit" block disabled={add.isPending || !chosen}>
        {add.isPending ? 'Reading the feed…' : 'Add Podcast'}
      </Button>
    </form>
  );
}
