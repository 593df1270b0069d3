import { selectableTimeZones } from '@rugby/contracts/domain';

/** A time zone as people read it: `America/Argentina/Buenos_Aires` → `America / Argentina / Buenos Aires`. */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ').replaceAll('/', ' / ');

let options: { value: string; label: string }[] | undefined;
/** Every zone a coach can choose, for a select (built once). */
export function timeZoneOptions() {
  options ??= selectableTimeZones().map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
  return options;
}
