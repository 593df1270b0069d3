import { LIMITS } from '@rugby/contracts/domain';

/** Program read time in minutes: text length / 500, rounded up (coach-side.md §3). */
export const readTimeMinutes = (text: string) => Math.ceil(text.length / LIMITS.readTimeCharsPerMinute);
