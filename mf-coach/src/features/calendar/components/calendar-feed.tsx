import { Button, buttonVariants, Card, Input, LoadingState, serverMessage, toast } from '@rugby/kit';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { copyToClipboard } from '../../../components/invitations/components/copy-to-clipboard.ts';
import { useCalendarFeeds } from '../api/get-calendar-feeds.ts';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed.ts';

/** The same address for calendar apps that subscribe by the webcal: scheme. */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

function NewLinkDialog({ teamId }: { teamId: string }) {
  const [open, setOpen] = useState(false);
  const rotate = useRotateCalendarFeed(teamId);
  const confirm = () =>
    rotate.mutate('team', {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'New calendar link', description: 'The old link no longer works. Subscribe again with the new one.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Could not make a new link', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <RefreshCw aria-hidden className="coach:size-4" /> Make a new link
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Make a new calendar link?"
        description="The current link stops working at once: every calendar subscribed with it stops updating until it subscribes again with the new link."
      >
        <div className="coach:flex coach:flex-wrap coach:justify-end coach:gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Keep the link</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={rotate.isPending}>
            {rotate.isPending ? 'Making...' : 'Make a new link'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** 'Subscribe in your calendar': the team's private .ics address with Copy, a webcal: link and a new link. */
export function CalendarFeed({ teamId }: { teamId: string }) {
  const feeds = useCalendarFeeds(teamId);
  const url = feeds.data ? (feeds.data.team ?? feeds.data.personal) : null;

  async function copy(link: string) {
    if (await copyToClipboard(link)) toast({ title: 'Link copied', description: 'Paste it into your calendar app to subscribe.', variant: 'success' });
    else toast({ title: 'Copy failed', description: `Select and copy the link: ${link}`, variant: 'destructive' });
  }

  return (
    <Card className="coach:grid coach:min-w-0 coach:gap-3 coach:p-5" role="region" aria-labelledby="calendar-feed">
      <h3 id="calendar-feed" className="coach:flex coach:items-center coach:gap-2 coach:text-lg coach:font-bold coach:text-slate-900">
        <CalendarPlus aria-hidden className="coach:size-5 coach:text-brand-700" /> Subscribe in your calendar
      </h3>
      <p className="coach:text-sm coach:text-slate-600">
        Every match and session of the team in Google, Apple or Outlook calendar, kept up to date. Keep the link private: anyone with it can see the calendar.
      </p>
      {feeds.isPending ? <LoadingState label="Loading the calendar link..." className="coach:min-h-16" /> : null}
      {feeds.isError ? (
        <p role="alert" className="coach:text-sm coach:text-danger-700">
          {serverMessage(feeds.error, 'Could not load the calendar link.')}
        </p>
      ) : null}
      {url ? (
        <>
          <label htmlFor="team-calendar-link" className="coach:text-sm coach:font-medium coach:text-slate-800">
            Team calendar link
          </label>
          <Input id="team-calendar-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="coach:font-mono coach:text-sm" />
          <div className="coach:flex coach:flex-wrap coach:gap-2">
            <Button size="sm" onClick={() => void copy(url)}>
              <Copy aria-hidden className="coach:size-4" /> Copy
            </Button>
            <a className={buttonVariants({ variant: 'secondary', size: 'sm' })} href={webcalOf(url)}>
              Open in calendar app
            </a>
            <NewLinkDialog teamId={teamId} />
          </div>
        </>
      ) : null}
    </Card>
  );
}
