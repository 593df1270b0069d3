import { Card, LoadingState, serverMessage } from '@rugby/kit';
import { CalendarFeedLink } from '@rugby/kit/ui/calendar-feed-link.tsx';
import { CalendarPlus } from 'lucide-react';
import { useCalendarFeeds } from '../api/get-calendar-feeds.ts';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed.ts';

/** 'Subscribe in your calendar': the team's private .ics address with Copy, a webcal: link and a new link. */
export function CalendarFeed({ teamId }: { teamId: string }) {
  const feeds = useCalendarFeeds(teamId);
  const rotate = useRotateCalendarFeed(teamId);
  const url = feeds.data ? (feeds.data.team ?? feeds.data.personal) : null;

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
        <CalendarFeedLink
          url={url}
          label="Team calendar link"
          openLabel="Open in calendar app"
          primary="copy"
          copyFailed={`Select and copy the link: ${url}`}
          warning={{
            in: 'dialog',
            title: 'Make a new calendar link?',
            text: 'The current link stops working at once: every calendar subscribed with it stops updating until it subscribes again with the new link.',
            confirmLabel: 'Make a new link',
            keepLabel: 'Keep the link',
          }}
          onRotate={(outcome) => rotate.mutate('team', outcome)}
          rotating={rotate.isPending}
          rotated="The old link no longer works. Subscribe again with the new one."
        />
      ) : null}
    </Card>
  );
}
