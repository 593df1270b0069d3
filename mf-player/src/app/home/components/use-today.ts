import { TIMINGS } from '@rugby/contracts/domain';
import { localDateKey } from '@rugby/kit/lib/calendar.ts';
import { useEffect, useState } from 'react';

const systemNow = () => new Date();

/** Today's date key (YYYY-MM-DD, local); rolls over to the next day on its own (checked every 60 s). */
export function useToday(now: () => Date = systemNow): string {
  const [today, setToday] = useState(() => localDateKey(now()));
  useEffect(() => {
    const timer = setInterval(() => setToday(localDateKey(now())), TIMINGS.dayRolloverCheckMs);
    return () => clearInterval(timer);
  }, [now]);
  return today;
}
