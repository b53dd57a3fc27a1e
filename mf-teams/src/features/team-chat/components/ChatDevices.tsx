import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Laptop, Link2 } from 'lucide-react';
import type { Device, TeamList } from '@fj/contracts';
import {
  apiJson,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  toast,
  useAuth,
  formatDate,
} from '@fj/ui';
import { chatApi } from '../api/chatApi';
import { approveLink, claimedDevice, joinLink, LinkMismatchError, startLink } from '../model/device';
import { syncTeamKeys } from '../model/keyring';
import { browserStore, type LocalDevice } from '../model/localStore';
import { LinkQrCode } from './LinkQrCode';
import './chat.css';

const POLL_MS = 2000;
const dateOf = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Settings → Chat devices (docs/product.md#team-chat, docs/decisions/3201-team-chat-protocol.md): each browser where
 * this person uses team chat, with when it was added and last seen; removing one rotates the keys of every team they
 * are in. From a device that has chat: link a new one (a code and QR code, matching safety numbers on both screens,
 * then this device vouches for it). On a browser without chat yet: enter the code shown on the other device.
 */
export function ChatDevices() {
  const { user } = useAuth();
  const me = user?.id ?? '';
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [local, setLocal] = useState<LocalDevice | null>(null);
  const [error, setError] = useState<string>();
  const reload = useCallback(async () => {
    const [list, mine] = await Promise.all([chatApi.devices(), browserStore.get<LocalDevice>('devices', me)]);
    setDevices(list.devices);
    setLocal(mine ?? null);
  }, [me]);
  useEffect(() => {
    if (me) reload().catch(() => setError('Could not load your chat devices'));
  }, [me, reload]);

  const active = devices?.filter((d) => !d.revokedAt) ?? [];
  const thisOne = local && active.find((d) => d.id === local.id);
  const remove = async (device: Device) => {
    if (!globalThis.confirm?.(`Remove ${device.name}? It will not read new messages; your teams get a new key.`))
      return;
    await chatApi.removeDevice(device.id);
    toast({ title: 'Device Removed', description: `${device.name} no longer receives team chat keys.` });
    await reload();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Chat devices</CardTitle>
      </CardHeader>
      <CardContent>
        {error && <p role="alert">{error}</p>}
        {devices && active.length === 0 && (
          <p className="fj-muted">Your devices appear here once you open a team chat.</p>
        )}
        <ul className="fjc-devices" aria-label="Chat devices">
          {active.map((d) => (
            <li key={d.id} className="fj-row">
              <span className="fj-row__label">
                <span>
                  <Laptop size={16} aria-hidden="true" /> {d.name}
                  {d.id === thisOne?.id ? ' (this device)' : ''}
                </span>
                <span className="fj-muted">
                  Added {dateOf(d.createdAt)} · last seen {dateOf(d.lastSeenAt)}
                  {d.linkedBy ? ' · linked' : ''}
                </span>
              </span>
              {d.id !== thisOne?.id && (
                <Button variant="outline" onClick={() => void remove(d)} aria-label={`Remove ${d.name}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
        {thisOne && local && <LinkNewDevice me={me} local={local} onLinked={reload} />}
        {devices && !thisOne && active.length > 0 && <LinkThisDevice me={me} onLinked={reload} />}
      </CardContent>
    </Card>
  );
}

type Claimed = NonNullable<Awaited<ReturnType<typeof claimedDevice>>>;

/** On a device that has chat: show a code, wait for the new device, compare safety numbers, then vouch for it. */
function LinkNewDevice({ me, local, onLinked }: { me: string; local: LocalDevice; onLinked: () => Promise<void> }) {
  const [code, setCode] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code || claimed) return;
    const timer = setInterval(() => {
      chatApi
        .currentLink()
        .then((link) => claimedDevice(me, code, link))
        .then((found) => found && setClaimed(found))
        .catch((e: unknown) => {
          setProblem(e instanceof LinkMismatchError ? e.message : 'Could not reach the server');
          setCode(null);
        });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [code, claimed, me]);

  const start = async () => {
    setProblem(undefined);
    setClaimed(null);
    setCode(await startLink(me, local));
  };
  const approve = async () => {
    if (!claimed) return;
    setBusy(true);
    try {
      await approveLink(browserStore, me, local, claimed.device);
      // Share this device's keys (and history) of every team with the new one now, not only when a chat opens.
      const teams = await apiJson<TeamList>('GET', '/api/teams').catch(() => []);
      for (const team of teams)
        await syncTeamKeys({ api: chatApi, store: browserStore, me, teamId: team.id, device: local }).catch(() => {});
      toast({ title: 'Device Linked', description: `${claimed.device.name} can now read your team chats.` });
      setCode(null);
      setClaimed(null);
      await onLinked();
    } finally {
      setBusy(false);
    }
  };

  if (!code)
    return (
      <div className="fjc-link">
        {problem && <p role="alert">{problem}</p>}
        <Button variant="outline" onClick={() => void start()}>
          <Link2 size={18} aria-hidden="true" />
          Link a new device
        </Button>
      </div>
    );
  return (
    <section className="fjc-link" aria-labelledby="link-new">
      <h3 id="link-new" className="fjc-section__title">
        Link a new device
      </h3>
      {!claimed ? (
        <>
          <p>
            On the new device, sign in, open <strong>Settings → Chat devices</strong> and enter this code (or scan the
            QR code with its camera):
          </p>
          <p className="fjc-link__code" aria-label="Link code">
            {code}
          </p>
          <LinkQrCode url={`${globalThis.location.origin}/settings#link=${code}`} />
          <p className="fj-muted" role="status">
            Waiting for the new device… The code works for 10 minutes and never reaches our servers.
          </p>
        </>
      ) : (
        <>
          <p>
            <strong>{claimed.device.name}</strong> answered. Its safety number:
          </p>
          <p className="fjc-link__code" aria-label="New device's safety number">
            {claimed.safetyCode}
          </p>
          <p>Link it only if the new device shows the same number.</p>
          <div className="fjc-backup__actions">
            <Button onClick={() => void approve()} disabled={busy}>
              {busy ? 'Linking…' : 'Numbers match: link it'}
            </Button>
            <Button variant="ghost" onClick={() => setCode(null)}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** On a browser without chat: enter the other device's code, then compare the safety number shown on both. */
function LinkThisDevice({ me, onLinked }: { me: string; onLinked: () => Promise<void> }) {
  const fromQr = /#link=([A-Z0-9-]+)/i.exec(globalThis.location?.hash ?? '')?.[1] ?? '';
  const [code, setCode] = useState(fromQr);
  const [error, setError] = useState<string>();
  const [waiting, setWaiting] = useState<{ id: string; safetyCode: string } | null>(null);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      chatApi
        .devices()
        .then(async ({ devices }) => {
          if (!devices.some((d) => d.id === waiting.id && !d.revokedAt)) return;
          clearInterval(timer);
          toast({ title: 'Device Linked', description: 'This device can now read your team chats.' });
          setWaiting(null);
          await onLinked();
        })
        .catch(() => {});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, onLinked]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const { device, safetyCode: code2 } = await joinLink(browserStore, me, code);
      setWaiting({ id: device.id, safetyCode: code2 });
    } catch (e) {
      setError(e instanceof LinkMismatchError ? e.message : 'Could not link this device. Please try again.');
    }
  };

  if (waiting)
    return (
      <section className="fjc-link" aria-labelledby="link-this">
        <h3 id="link-this" className="fjc-section__title">
          Link this device
        </h3>
        <p>This device's safety number:</p>
        <p className="fjc-link__code" aria-label="This device's safety number">
          {waiting.safetyCode}
        </p>
        <p role="status">Check that your other device shows the same number, and confirm there.</p>
      </section>
    );
  return (
    <form className="fjc-link" onSubmit={(e) => void submit(e)} noValidate>
      <p>Team chat is not set up on this device. Link it from a device where it is:</p>
      <FormField label="Code from your other device" error={error} hint="Settings → Chat devices → Link a new device">
        {(control) => <Input {...control} value={code} autoComplete="off" onChange={(e) => setCode(e.target.value)} />}
      </FormField>
      <Button type="submit" disabled={code.replace(/[^A-Za-z0-9]/g, '').length !== 10}>
        Link this device
      </Button>
    </form>
  );
}
