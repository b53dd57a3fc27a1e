import { useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import type { OpmlProgress } from '@fj/contracts';
import { buttonClass, forgetFirstAnswers, throwIfNotOk, toastFailure, errorMessage, toast } from '@fj/ui';
import { useRefreshReader } from '../api/feedsApi';
import { progressText, readProgress } from '../model/opmlProgress';

/**
 * Import OPML (a file; the server streams one progress line per feed it reads, drawn as a progress bar) and Export
 * OPML (a download of /api/feeds/opml).
 */
export function OpmlControls() {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<OpmlProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshReader();

  const importFile = async (file: File) => {
    setBusy(true);
    setProgress({ done: 0, total: 0, added: 0, skipped: 0, failed: 0 });
    try {
      // A file body and a streamed answer, so not apiRequest: like every write, it makes the page's unused first
      // answers out of date (docs/decisions/3102-no-waterfall.md).
      forgetFirstAnswers();
      const res = await fetch('/api/feeds/opml', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'text/x-opml' },
        body: file,
      });
      await throwIfNotOk(res);
      const last = await readProgress(res.body!, setProgress);
      if (last?.finished)
        toast({ title: 'Import Finished', description: progressText(last).label.replace('Import finished: ', '') });
    } catch (error) {
      setProgress(null);
      toastFailure(error, {
        title: 'Import Failed',
        description: errorMessage(error, 'Failed to import the OPML file'),
      });
    } finally {
      setBusy(false);
      refresh();
      if (input.current) input.current.value = '';
    }
  };

  const shown = progress && progress.total > 0 ? progressText(progress) : null;
  return (
    <div className="fjf-opml">
      <div className="fjf-opml__buttons">
        <label className={buttonClass({ variant: 'outline', className: busy ? 'fjf-disabled' : undefined })}>
          <Upload size={18} aria-hidden="true" />
          Import OPML
          <input
            ref={input}
            type="file"
            accept=".opml,.xml,text/x-opml,application/xml,text/xml"
            className="fj-visually-hidden"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
            }}
          />
        </label>
        <a className={buttonClass({ variant: 'outline' })} href="/api/feeds/opml" download="founder-journal-feeds.opml">
          <Download size={18} aria-hidden="true" />
          Export OPML
        </a>
      </div>
      {shown && (
        <div className="fjf-opml__progress" role="status">
          <progress max={100} value={shown.percent} aria-label="OPML import progress" />
          <span>{shown.label}</span>
        </div>
      )}
    </div>
  );
}
