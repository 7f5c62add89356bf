import * as React from 'react';
import { Button } from '../button';
import { PaperclipIcon, SendIcon } from '../icons';
import { cn } from '../lib/cn';

export type ChatComposerProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The text (controlled); pair with `onValueChange`. */
  value?: string;
  /** The first text when uncontrolled; it is cleared after each send. */
  defaultValue?: string;
  /** Called with the text on every change; a send clears it (an empty string). */
  onValueChange?: (value: string) => void;
  /** Called with the text when the person sends (the button, or Enter without Shift). */
  onSend: (text: string) => void;
  /** Called with the file the person picked with the attachment button. */
  onAttach?: (file: File) => void;
  /** The caller's send rules (nothing to send, busy, nowhere to send it): when true, sending does nothing. */
  sendDisabled?: boolean;
  /** The caller's attachment rules; the attachment button is hidden without `onAttach`. */
  attachDisabled?: boolean;
  /** Everything off: the text box, attachment and send (a closed conversation). */
  disabled?: boolean;
  /** A send is on its way: the send button shows it (`aria-busy`). */
  sending?: boolean;
  /** An attachment is uploading: the attachment button shows it (`aria-busy`). */
  uploading?: boolean;
  /** The file types the picker offers; images and videos by default. */
  accept?: string;
  /** The text box's accessible name. */
  label?: string;
  /** Shown in the empty text box; 'Type a message…' by default. */
  placeholder?: string;
  /** The send button's accessible name; 'Send' by default. */
  sendLabel?: string;
  /** The attachment button's accessible name; 'Attach an image or video' by default. */
  attachLabel?: string;
  /** Said while `sending`. */
  sendingLabel?: string;
  /** Said while `uploading`. */
  uploadingLabel?: string;
  /** Most characters the text box takes; no limit by default (the caller passes its rule). */
  maxLength?: number;
  /** A line under the box (why it is disabled, say); it describes the text box. */
  note?: React.ReactNode;
};

/**
 * A chat's input: a text box that grows with its text, an attachment button (images and
 * videos by default) and a send button. Enter sends, Shift+Enter starts a new line. The
 * rules for when sending is allowed are the caller's (`sendDisabled`, `attachDisabled`);
 * the buttons show `sending` and `uploading` as busy.
 */
export function ChatComposer({
  value,
  defaultValue = '',
  onValueChange,
  onSend,
  onAttach,
  sendDisabled = false,
  attachDisabled = false,
  disabled = false,
  sending = false,
  uploading = false,
  accept = 'image/*,video/*',
  label = 'Message',
  placeholder = 'Type a message…',
  sendLabel = 'Send',
  attachLabel = 'Attach an image or video',
  sendingLabel = 'Sending…',
  uploadingLabel = 'Uploading…',
  maxLength,
  note,
  className,
  ...props
}: ChatComposerProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const text = value ?? uncontrolled;
  const fileInput = React.useRef<HTMLInputElement>(null);
  const noteId = React.useId();
  const sendBlocked = disabled || sendDisabled;

  const setText = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const send = () => {
    if (sendBlocked) return;
    onSend(text);
    if (value === undefined) setUncontrolled('');
  };

  return (
    <form
      data-slot="chat-composer"
      data-disabled={disabled ? '' : undefined}
      className={cn('group/composer grid gap-1.5', className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...props}
    >
      <div className="flex items-end gap-2 rounded-2xl border border-ink-300 bg-white p-1.5 focus-within:border-brand-600 focus-within:shadow-focus group-data-[disabled]/composer:bg-ink-50">
        {onAttach ? (
          <>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              data-slot="chat-composer-attach"
              aria-label={uploading ? uploadingLabel : attachLabel}
              busy={uploading}
              disabled={disabled || attachDisabled}
              onClick={() => fileInput.current?.click()}
              className="shrink-0 text-ink-700 [&_svg]:size-5"
            >
              <PaperclipIcon />
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={accept}
              hidden
              tabIndex={-1}
              data-slot="chat-composer-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so picking the same file again is a new choice.
                event.target.value = '';
                if (file) onAttach(file);
              }}
            />
          </>
        ) : null}
        <textarea
          data-slot="chat-composer-input"
          aria-label={label}
          aria-describedby={note ? noteId : undefined}
          placeholder={placeholder}
          rows={1}
          maxLength={maxLength}
          disabled={disabled}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          className={cn(
            'field-sizing-content max-h-40 min-h-10 min-w-0 flex-1 resize-none bg-transparent px-2 py-2 text-[0.9375rem] leading-6 text-ink-900',
            'placeholder:text-ink-500 outline-none disabled:cursor-not-allowed disabled:text-ink-500',
          )}
        />
        <Button
          type="submit"
          size="icon"
          data-slot="chat-composer-send"
          aria-label={sending ? sendingLabel : sendLabel}
          busy={sending}
          disabled={sendBlocked && !sending}
          className="shrink-0 [&_svg]:size-5"
        >
          <SendIcon />
        </Button>
      </div>
      {note ? (
        <p id={noteId} data-slot="chat-composer-note" className="px-2 text-sm text-ink-600">
          {note}
        </p>
      ) : null}
    </form>
  );
}
