import { lazy, Suspense, useState } from 'react';
import { ExternalLink, Mic } from 'lucide-react';
import type { Podcast } from '@fj/contracts';
import { Button, Skeleton, formatDate } from '@fj/ui';
import { ConfirmDialog } from '@fj/ui/dialog';
import { useEpisodes, useRemovePodcast } from '../api/podcastsApi';
import { cadenceText, formatDuration } from '../model/format';

// The chart library loads with the first card that has a growth series, not with the page.
const TimeSeriesChart = lazy(() => import('@fj/ui/charts').then((m) => ({ default: m.TimeSeriesChart })));
const day = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

/** One show: artwork, title, cadence, this month, growth of its episode count, and its episodes on demand. */
export function PodcastCard({ podcast }: { podcast: Podcast }) {
  const [showEpisodes, setShowEpisodes] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Artwork lives on the publisher's server: when it does not load, the microphone stands in.
  const [artBroken, setArtBroken] = useState(false);
  const remove = useRemovePodcast();
  const points = podcast.growth
    .filter((g) => g.posts !== null)
    .map((g) => ({ date: g.capturedAt.slice(0, 10), value: g.posts! }));
  return (
    <article className="fjp-card fj-card" aria-labelledby={`podcast-${podcast.accountId}`}>
      <header className="fjp-card__head">
        {podcast.artwork && !artBroken ? (
          <img
            className="fjp-art"
            src={podcast.artwork}
            alt=""
            width={72}
            height={72}
            referrerPolicy="no-referrer"
            onError={() => setArtBroken(true)}
          />
        ) : (
          <span className="fjp-art fjp-art--none">
            <Mic size={28} aria-hidden="true" />
          </span>
        )}
        <div className="fjp-card__titles">
          <h2 id={`podcast-${podcast.accountId}`} className="fjp-card__title">
            {podcast.title}
          </h2>
          <p className="fjp-muted">
            {podcast.latestEpisodeAt ? `Latest episode ${day(podcast.latestEpisodeAt)}` : 'No dated episodes yet'}
          </p>
        </div>
      </header>
      <dl className="fjp-stats">
        <div>
          <dt>Cadence</dt>
          <dd>{cadenceText(podcast.cadenceDays)}</dd>
        </div>
        <div>
          <dt>This month</dt>
          <dd>
            {podcast.episodesThisMonth} {podcast.episodesThisMonth === 1 ? 'episode' : 'episodes'}
          </dd>
        </div>
        <div>
          <dt>In the feed</dt>
          <dd>{podcast.episodeCount}</dd>
        </div>
      </dl>
      {points.length > 1 && (
        <Suspense fallback={<Skeleton style={{ height: 112 }} />}>
          <TimeSeriesChart
            title={`Episodes of ${podcast.title} over time`}
            points={points}
            kind="line"
            valueLabel="Episodes"
            formatValue={String}
            formatDate={day}
            highlightLatest
          />
        </Suspense>
      )}
      <div className="fjp-actions">
        <Button variant="outline" aria-expanded={showEpisodes} onClick={() => setShowEpisodes(!showEpisodes)}>
          {showEpisodes ? 'Hide episodes' : 'Show episodes'}
        </Button>
        <Button variant="outline" className="fj-btn--danger-text" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </div>
      {showEpisodes && <EpisodeList accountId={podcast.accountId} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop tracking this podcast?"
        description={`${podcast.title}, its episodes and its growth history will be removed.`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={() => remove.mutateAsync(podcast.accountId)}
      />
    </article>
  );
}

function EpisodeList({ accountId }: { accountId: string }) {
  const episodes = useEpisodes(accountId, true);
  if (episodes.isPending) return <Skeleton style={{ height: 120 }} />;
  if (episodes.isError)
    return (
      <p className="fjp-muted">
        Could not load the episodes.{' '}
        <Button variant="ghost" onClick={() => void episodes.refetch()}>
          Retry
        </Button>
      </p>
    );
  const list = episodes.data.pages.flatMap((p) => p.episodes);
  if (list.length === 0) return <p className="fjp-muted">The feed lists no episodes yet.</p>;
  return (
    <div className="fjp-episodes">
      <ol className="fjp-episodes__list" aria-label="Episodes">
        {list.map((e) => (
          <li key={e.id} className="fjp-episode">
            <div className="fjp-episode__text">
              <span className="fjp-episode__title">{e.title}</span>
              <span className="fjp-muted">
                {[e.publishedAt && day(e.publishedAt), formatDuration(e.durationSeconds)].filter(Boolean).join(' · ')}
              </span>
            </div>
            {e.link && (
              <a
                className="fj-icon-btn"
                href={e.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ${e.title}`}
              >
                <ExternalLink size={18} aria-hidden="true" />
              </a>
            )}
          </li>
        ))}
      </ol>
      {episodes.hasNextPage && (
        <Button
          variant="outline"
          block
          onClick={() => void episodes.fetchNextPage()}
          disabled={episodes.isFetchingNextPage}
        >
          {episodes.isFetchingNextPage ? 'Loading…' : 'More episodes'}
        </Button>
      )}
    </div>
  );
}
