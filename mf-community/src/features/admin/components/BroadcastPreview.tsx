import type { CreateAdminMessage } from '@fj/contracts';
import { Badge, Button, plural } from '@fj/ui';
import { Dialog, DialogClose, DialogContent } from '@fj/ui/dialog';
import { useBroadcastRecipients } from '../api/adminApi';
import { PRIORITY_OPTION_LABELS, TYPE_LABELS } from '../model/adminMessageForm';

export type Broadcast = CreateAdminMessage;

/**
 * The broadcast as members will read it, and how many accounts it reaches (counted by the server as the preview
 * opens); nothing is sent until 'Send to N users' (docs/product.md#admin).
 */
export function BroadcastPreview({
  message,
  sending,
  onSend,
  onCancel,
}: {
  message: Broadcast | null;
  sending: boolean;
  onSend: (message: Broadcast) => void;
  onCancel: () => void;
}) {
  const recipients = useBroadcastRecipients(message !== null);
  const count = recipients.data?.recipients;
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onCancel()}>
      {message && (
        <DialogContent
          title="Send this message?"
          description={
            count === undefined
              ? recipients.isError
                ? 'Could not count the recipients. Close and try again.'
                : 'Counting recipients…'
              : `It goes to ${plural(count, 'user')}: every account's inbox, and a push where they allow one.`
          }
        >
          <article className="fja-preview" aria-label="Preview">
            <div className="fja-preview__badges">
              <Badge>{TYPE_LABELS[message.type as keyof typeof TYPE_LABELS]}</Badge>
              <Badge variant="outline">Priority {PRIORITY_OPTION_LABELS[String(message.priority)]}</Badge>
            </div>
            <h3 className="fja-preview__title">{message.title}</h3>
            <p className="fja-preview__content">{message.content}</p>
          </article>
          <div className="fj-form__actions">
            <DialogClose asChild>
              <Button variant="outline">Edit</Button>
            </DialogClose>
            <Button onClick={() => onSend(message)} disabled={count === undefined || sending}>
              {sending ? 'Sending…' : count === undefined ? 'Send' : `Send to ${plural(count, 'user')}`}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
