import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button, Textarea } from '@fj/ui';
import type { ChatSession } from '../model/session';
import { typingText } from '../model/timeline';

/** The message box: Enter sends, Shift+Enter is a new line; too long says so under the box. */
export function Composer({
  session,
  disabled,
  typingNames,
}: {
  session: ChatSession;
  disabled: boolean;
  typingNames: string[];
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !text.trim()) return;
    const problem = session.send(text);
    setError(problem);
    if (!problem) setText('');
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="fjc-composer" onSubmit={submit}>
      <p className="fjc-typing" aria-live="polite">
        {typingText(typingNames)}
      </p>
      <p id={`${id}-keys`} className="fj-visually-hidden">
        Enter sends, Shift+Enter starts a new line.
      </p>
      <div className="fjc-composer__row">
        <label htmlFor={id} className="fj-visually-hidden">
          Message
        </label>
        <Textarea
          id={id}
          ref={field}
          rows={1}
          value={text}
          placeholder={disabled ? 'Waiting for the encryption key…' : 'Message'}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-keys` : `${id}-keys`}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) session.typing();
          }}
          onKeyDown={onKeyDown}
          className="fjc-composer__input"
        />
        <Button type="submit" disabled={disabled || !text.trim()} className="fjc-send">
          <SendHorizontal size={18} aria-hidden="true" />
          <span className="fj-visually-hidden">Send</span>
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="fj-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
