import { Card, CardContent, CardHeader, CardTitle } from '@rugby/kit';
import { CalendarFeedLink } from '@rugby/kit/ui/calendar-feed-link.tsx';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { CalendarPlus } from 'lucide-react';
import { useCalendarFeeds } from '../api/get-calendar-feeds.ts';
import { useRotatePersonalFeed } from '../api/rotate-calendar-feed.ts';

/** 'Add to my calendar': the player's private .ics address with Copy, a webcal: link, and a new link (the old stops working). */
export function PersonalFeed({ teamId }: { teamId: string }) {
  const feeds = useCalendarFeeds(teamId);
  const rotate = useRotatePersonalFeed(teamId);
  const url = feeds.data?.personal;

  return (
    <Card role="region" aria-labelledby="my-calendar-feed">
      <CardHeader>
        <CardTitle id="my-calendar-feed" className="ply:flex ply:items-center ply:gap-2">
          <CalendarPlus aria-hidden className="ply:size-5 ply:text-brand-700" /> Add to my calendar
        </CardTitle>
      </CardHeader>
      <CardContent className="ply:grid ply:gap-3">
        <p className="ply:text-sm ply:text-slate-600">
          Your matches, team sessions and training days in your phone's calendar, kept up to date. Keep the link to yourself.
        </p>
        {feeds.isPending ? <Skeleton label="Loading your calendar link..." lines={2} /> : null}
        {feeds.isError ? <p className="ply:text-sm ply:text-slate-600">Your calendar link is not available right now.</p> : null}
        {url ? (
          <CalendarFeedLink
            url={url}
            label="My calendar link"
            openLabel="Add to my calendar"
            primary="open"
            copyFailed="Select the link and copy it."
            warning={{
              in: 'place',
              text: 'The current link stops working at once: your calendar stops updating until you add the new link.',
              confirmLabel: 'Replace my link',
              keepLabel: 'Keep it',
            }}
            onRotate={(outcome) => rotate.mutate(undefined, outcome)}
            rotating={rotate.isPending}
            rotated="The old link no longer works. Subscribe again with this one."
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
