import { Button, newIdempotencyKey, usePendingWrites, type PendingWrite } from '@fj/ui';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { discardWrite, keepMine, keepTheirs, retryWrite } from './outbox';

// 'Needs attention' (docs/decisions/2602-offline-first.md, 2603-edit-conflicts.md): writes the server refused when
// they were replayed — with its message, Retry and Discard — and edits whose record changed meanwhile, with both
// versions side by side, Keep mine and Keep theirs. Nothing here is ever dropped without the person choosing.

/** Body fields that are not the person's words (ids, links to other records). */
const HIDDEN = /(^id$|Id$)/;
/** 'meetingDate' → 'Meeting date'. */
const fieldName = (name: string) =>
  name === 'isCompleted'
    ? 'Completed'
    : name.charAt(0).toUpperCase() +
      name
        .slice(1)
        .replace(/([A-Z])/g, ' $1')
        .toLowerCase();

/** A field's value as the person reads it. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields my edit sets, beside what the server has now; those that differ first. */
function versions(write: PendingWrite) {
  const mine = (write.body ?? {}) as Record<string, unknown>;
  const theirs = (write.problem?.current ?? {}) as Record<string, unknown>;
  return Object.keys(mine)
    .filter((name) => !HIDDEN.test(name))
    .map((name) => ({ name, mine: shown(mine[name]), theirs: shown(theirs[name]) }))
    .sort((a, b) => Number(a.mine === a.theirs) - Number(b.mine === b.theirs));
}

function Conflict({ write }: { write: PendingWrite }) {
  return (
    <>
      <p className="fj-attention__message">Changed somewhere else after you started editing.</p>
      <table className="fj-attention__versions">
        <caption className="fj-visually-hidden">Your version and the one saved now</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Yours</th>
            <th scope="col">Saved now</th>
          </tr>
        </thead>
        <tbody>
          {versions(write).map((row) => (
            <tr key={row.name}>
              <th scope="row">{fieldName(row.name)}</th>
              <td>{row.mine}</td>
              <td>{row.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="fj-attention__actions">
        <Button onClick={() => void keepMine(write.id, newIdempotencyKey())}>Keep mine</Button>
        <Button variant="outline" onClick={() => void keepTheirs(write.id)}>
          Keep theirs
        </Button>
      </div>
    </>
  );
}

function Refused({ write }: { write: PendingWrite }) {
  const deleted = write.problem?.status === 404 && write.method !== 'POST';
  return (
    <>
      <p className="fj-attention__message">
        {deleted ? 'It was deleted somewhere else, so your change was not saved.' : write.problem?.message}
      </p>
      <div className="fj-attention__actions">
        <Button onClick={() => void retryWrite(write.id)}>Retry</Button>
        <Button variant="outline" onClick={() => void discardWrite(write.id)}>
          Discard
        </Button>
      </div>
    </>
  );
}

export function NeedsAttention({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const writes = usePendingWrites().filter((w) => w.problem);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Needs attention"
        description="Changes made on this device that could not be saved as they were. Nothing is dropped until you choose."
      >
        {writes.length === 0 ? (
          <p className="fj-muted">Nothing needs your attention.</p>
        ) : (
          <ul className="fj-attention">
            {writes.map((write) => (
              <li key={write.id} className="fj-attention__item">
                <h3 className="fj-attention__label">{write.label}</h3>
                {write.problem?.kind === 'conflict' ? <Conflict write={write} /> : <Refused write={write} />}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
