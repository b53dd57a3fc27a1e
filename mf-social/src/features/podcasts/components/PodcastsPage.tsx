import { Mic, Plus } from 'lucide-react';
import { FREE_PLAN_PODCAST_LIMIT } from '@fj/contracts/messages';
import { Button, EmptyState, LoadError, Page, PlanLimitCard, Skeleton } from '@fj/ui';
import { usePodcasts } from '../api/podcastsApi';
import { AddPodcastDialog } from './AddPodcastDialog';
import { PodcastCard } from './PodcastCard';
import './podcasts.css';

const NOUN = ['podcast', 'podcasts'] as const;

/**
 * /podcasts (docs/product.md#podcasts): the user's shows with their episodes, cadence and growth. Free tracks one
 * podcast (the server's limit, from GET /api/podcasts): Add Podcast then shows the upgrade card instead of a form.
 */
export function PodcastsPage() {
  const podcasts = usePodcasts();
  const count = podcasts.data?.podcasts.length ?? 0;
  const limit = podcasts.data?.limit ?? null;
  const limitReached = limit !== null && count >= limit;
  const addButton = (
    <AddPodcastDialog
      limitReached={limitReached}
      used={count}
      trigger={
        <Button size="icon" aria-label="Add Podcast">
          <Plus size={22} aria-hidden="true" />
        </Button>
      }
    />
  );
  return (
    <Page title="Podcasts" actions={podcasts.data ? addButton : undefined}>
      {podcasts.isPending ? (
        <div className="fjp-list" role="status" aria-label="Loading podcasts">
          <Skeleton style={{ height: 220 }} />
        </div>
      ) : podcasts.isError ? (
        <LoadError what="your podcasts" onRetry={() => void podcasts.refetch()} />
      ) : count === 0 ? (
        <EmptyState
          icon={<Mic size={28} aria-hidden="true" />}
          title="No podcasts yet"
          description="Add your show's RSS feed to follow its episodes, publishing cadence and growth."
          action={<AddPodcastDialog limitReached={false} used={0} trigger={<Button>Add your podcast</Button>} />}
        />
      ) : (
        <div className="fjp-list">
          {podcasts.data.podcasts.map((p) => (
            <PodcastCard key={p.accountId} podcast={p} />
          ))}
          {limit !== null && <PlanLimitCard compact used={count} limit={FREE_PLAN_PODCAST_LIMIT} noun={NOUN} />}
        </div>
      )}
    </Page>
  );
}
