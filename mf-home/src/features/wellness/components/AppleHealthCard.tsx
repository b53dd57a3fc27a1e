import { useId, useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import { APPLE_HEALTH_PREMIUM } from '@fj/contracts/home-catalog';
import { Badge, Button, Card, CardContent, UpgradeLink, useUserSettings, formatNumber } from '@fj/ui';
import { importSummary, useHealthImport, type ImportState } from '../import/useHealthImport';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (n: number) => formatNumber(n);

/** Apple Health import (Premium): pick export.zip; it is read on this device, only daily totals are sent. */
export function AppleHealthCard({ isPremium }: { isPremium: boolean }) {
  const connected = useUserSettings().data?.appleHealthConnected === true;
  return (
    <section className="fjw-section" aria-labelledby="fjw-health">
      <div className="fjw-section__head">
        <h2 id="fjw-health" className="fj-section-title">
          Apple Health
        </h2>
        {connected && <Badge variant="success">Apple Health</Badge>}
      </div>
      <Card>
        <CardContent className="fjw-health">
          <p className="fj-muted">
            On your iPhone: Health → your profile picture → Export All Health Data, then pick the{' '}
            <strong>export.zip</strong> here. It is read on this device; only daily steps, sleep, energy (active, or
            active + resting) and period days are saved — never the file.
          </p>
          {isPremium ? (
            <Importer />
          ) : (
            <div className="fjw-locked">
              <Lock size={20} aria-hidden="true" />
              <p className="fjw-locked__title">{APPLE_HEALTH_PREMIUM}</p>
              <UpgradeLink />
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function Importer() {
  const { state, start, cancel, reset } = useHealthImport();
  const [overwrite, setOverwrite] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const busy = state.phase === 'reading' || state.phase === 'uploading';
  return (
    <div className="fjw-importer">
      <label className="fjw-check">
        <input type="checkbox" checked={overwrite} disabled={busy} onChange={(e) => setOverwrite(e.target.checked)} />
        Replace figures I entered by hand with Apple Health's
      </label>
      <label htmlFor={inputId} className="fj-label">
        Health export file
      </label>
      <input
        ref={input}
        id={inputId}
        className="fjw-file"
        type="file"
        accept=".zip,.xml,application/zip,text/xml"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) start(file, overwrite);
          e.target.value = '';
        }}
      />
      <ImportStatus state={state} onCancel={cancel} onDismiss={reset} />
    </div>
  );
}

function ImportStatus({
  state,
  onCancel,
  onDismiss,
}: {
  state: ImportState;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'reading' || state.phase === 'uploading') {
    const [done, total] =
      state.phase === 'reading' ? [state.bytesRead, state.totalBytes] : [state.daysSent, state.totalDays];
    const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
    const text =
      state.phase === 'reading'
        ? `Reading ${mb(state.bytesRead)} of ${mb(state.totalBytes)} · ${count(state.records)} records`
        : `Saving ${count(state.daysSent)} of ${count(state.totalDays)} days`;
    return (
      <div className="fjw-progress" role="status">
        <div
          className="fj-progress fj-progress--primary"
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
        >
          <div className="fj-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="fjw-progress__text">{text}</p>
        <Button variant="outline" onClick={onCancel}>
          Cancel import
        </Button>
      </div>
    );
  }
  const message =
    state.phase === 'done'
      ? importSummary(state)
      : state.phase === 'cancelled'
        ? 'Import cancelled. Days already saved stay; importing again changes nothing twice.'
        : state.message;
  return (
    <div className="fjw-progress" role={state.phase === 'error' ? 'alert' : 'status'}>
      <p className="fjw-progress__text">{message}</p>
      <Button variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
