import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
// From the shared index: the one toast store of the page (and no second copy of the button).
import { Button, buttonVariants, cn, fieldFrameClasses, serverMessage, toast } from '@rugby/kit';
import { copyToClipboard } from '../lib/copy-to-clipboard.ts';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';

/** The same address for calendar apps that subscribe by the webcal: scheme. */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/**
 * The kit's field in small monospace type. Not the kit's Input: its text-base would clash with text-sm (kit classes
 * are not merged).
 */
const linkFieldClasses = cn(fieldFrameClasses, 'ui:h-10 ui:text-sm ui:font-mono');

/** The warning before a new link is made: in a dialog with its title, or in place under the buttons. */
export type NewLinkWarning = {
  /** What a new link does to the current one ('The current link stops working at once: ...'). */
  text: string;
  /** The button that makes the new link. */
  confirmLabel: string;
  /** The button that keeps the current link. */
  keepLabel: string;
} & ({ in: 'dialog'; title: string } | { in: 'place' });

/** What the screen does when the new link is confirmed; it reports back as a mutation does (`mutate(input, outcome)`). */
export type RotateOutcome = { onSuccess(): void; onError(error: unknown): void };

export type CalendarFeedLinkProps = {
  /** The private .ics address. */
  url: string;
  /** The address field's label ('Team calendar link'). */
  label: string;
  /** The webcal: link's text ('Open in calendar app'). */
  openLabel: string;
  /** The main action, first and in the primary style: copying the address, or opening it in a calendar app. */
  primary: 'copy' | 'open';
  /** The description of the toast when copying failed. */
  copyFailed: string;
  warning: NewLinkWarning;
  /** Makes a new address (the old stops working), once the warning is confirmed. */
  onRotate(outcome: RotateOutcome): void;
  /** While the new address is being made. */
  rotating: boolean;
  /** The description of the toast when the new address is made. */
  rotated: string;
};

/**
 * A private calendar address (.ics) to subscribe to: the address in a read-only field, Copy, a webcal: link that opens
 * it in the calendar app, and "Make a new link" that replaces it after a warning. The coach's and the player's calendar
 * pages word it their own way and give the address and the action that makes a new one
 * (`@rugby/kit/ui/calendar-feed-link.tsx`).
 */
export function CalendarFeedLink({ url, label, openLabel, primary, copyFailed, warning, onRotate, rotating, rotated }: CalendarFeedLinkProps) {
  const fieldId = useId();
  const [warned, setWarned] = useState(false);

  async function copyLink() {
    if (await copyToClipboard(url)) toast({ title: 'Link copied', description: 'Paste it into your calendar app to subscribe.', variant: 'success' });
    else toast({ title: 'Copy failed', description: copyFailed, variant: 'destructive' });
  }
  const confirm = () =>
    onRotate({
      onSuccess: () => {
        setWarned(false);
        toast({ title: 'New calendar link', description: rotated, variant: 'success' });
      },
      onError: (error) => toast({ title: 'Could not make a new link', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  const copyButton = (
    <Button size="sm" variant={primary === 'copy' ? 'primary' : 'secondary'} onClick={() => void copyLink()}>
      <Copy aria-hidden className="ui:size-4" /> Copy
    </Button>
  );
  const openLink = (
    <a className={buttonVariants({ variant: primary === 'open' ? 'primary' : 'secondary', size: 'sm' })} href={webcalOf(url)}>
      {openLabel}
    </a>
  );
  const newLink = (
    <>
      <RefreshCw aria-hidden className="ui:size-4" /> Make a new link
    </>
  );
  const confirmButton = (size: 'sm' | undefined) => (
    <Button size={size} variant="destructive" onClick={confirm} disabled={rotating}>
      {rotating ? 'Making...' : warning.confirmLabel}
    </Button>
  );

  return (
    <>
      <label htmlFor={fieldId} className="ui:text-sm ui:font-medium ui:text-slate-800">
        {label}
      </label>
      <input id={fieldId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className={linkFieldClasses} />
      <div className="ui:flex ui:flex-wrap ui:gap-2">
        {primary === 'copy' ? copyButton : openLink}
        {primary === 'copy' ? openLink : copyButton}
        {warning.in === 'dialog' ? (
          <Dialog open={warned} onOpenChange={setWarned}>
            <DialogTrigger asChild>
              <Button size="sm" variant="ghost">
                {newLink}
              </Button>
            </DialogTrigger>
            <DialogContent title={warning.title} description={warning.text}>
              <div className="ui:flex ui:flex-wrap ui:justify-end ui:gap-2">
                <DialogClose asChild>
                  <Button variant="secondary">{warning.keepLabel}</Button>
                </DialogClose>
                {confirmButton(undefined)}
              </div>
            </DialogContent>
          </Dialog>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setWarned(true)} disabled={warned}>
            {newLink}
          </Button>
        )}
      </div>
      {warning.in === 'place' && warned ? (
        <div role="alert" className="ui:grid ui:gap-2 ui:rounded-lg ui:bg-danger-50 ui:p-3 ui:text-sm ui:text-danger-700">
          <p>{warning.text}</p>
          <div className="ui:flex ui:flex-wrap ui:gap-2">
            {confirmButton('sm')}
            <Button size="sm" variant="secondary" onClick={() => setWarned(false)}>
              {warning.keepLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
