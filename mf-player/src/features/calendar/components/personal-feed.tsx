import { Button, buttonVariants, Card, CardContent, CardHeader, CardTitle, Input, serverMessage, toast } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useCalendarFeeds } from '../api/get-calendar-feeds.ts';
import { useRotatePersonalFeed } from '../api/rotate-calendar-feed.ts';

/** The same address for calendar apps that subscribe by the webcal: scheme. */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** 'Add to my calendar': the player's private .ics address with Copy, a webcal: link, and a new link (the old stops working). */
export function PersonalFeed({ teamId }: { teamId: string }) {
  const feeds = useCalendarFeeds(teamId);
  const rotate = useRotatePersonalFeed(teamId);
  const [confirming, setConfirming] = useState(false);
  const url = feeds.data?.personal;

  async function copy(link: string) {
    if (await copyText(link)) toast({ title: 'Link copied', description: 'Paste it into your calendar app to subscribe.', variant: 'success' });
    else toast({ title: 'Copy failed', description: 'Select the link and copy it.', variant: 'destructive' });
  }
  const renew = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'New calendar link', description: 'The old link no longer works. Subscribe again with this one.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Could not make a new link', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <Card role="region" aria-labelledby="my-calendar-feed">
      <CardHeader>
        <CardTitle id="my-calendar-feed" className="ply:flex ply:items-center ply:gap-2">
          <CalendarPlus aria-hidden className="ply:size-5 ply:text-brand-700" /> Add to my calendar
        </CardTitle>
      </CardHeader>
      <CardContent className="ply:grid ply:gap-3">
        <p className="ply:text-sm ply:text-slate-600">Your matches and sessions in your phone's calendar, kept up to date. Keep the link to yourself.</p>
        {feeds.isPending ? <Skeleton label="Loading your calendar link..." lines={2} /> : null}
        {feeds.isError ? <p className="ply:text-sm ply:text-slate-600">Your calendar link is not available right now.</p> : null}
        {url ? (
          <>
            <label htmlFor="my-calendar-link" className="ply:text-sm ply:font-medium ply:text-slate-800">
              My calendar link
            </label>
            <Input id="my-calendar-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="ply:font-mono ply:text-sm" />
            <div className="ply:flex ply:flex-wrap ply:gap-2">
              <a className={buttonVariants({ size: 'sm' })} href={webcalOf(url)}>
                Add to my calendar
              </a>
              <Button size="sm" variant="secondary" onClick={() => void copy(url)}>
                <Copy aria-hidden className="ply:size-4" /> Copy
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={confirming}>
                <RefreshCw aria-hidden className="ply:size-4" /> Make a new link
              </Button>
            </div>
            {confirming ? (
              <div role="alert" className="ply:grid ply:gap-2 ply:rounded-lg ply:bg-danger-50 ply:p-3 ply:text-sm ply:text-danger-700">
                <p>The current link stops working at once: your calendar stops updating until you add the new link.</p>
                <div className="ply:flex ply:flex-wrap ply:gap-2">
                  <Button size="sm" variant="destructive" onClick={renew} disabled={rotate.isPending}>
                    {rotate.isPending ? 'Making...' : 'Replace my link'}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                    Keep it
                  </Button>
                </div>
              </div>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
