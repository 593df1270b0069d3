import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Kit and shell classes carry the `ui:` prefix (each remote has its own prefix, so no styles
 * leak). Classes are not merged: a caller's classes add to a component's and never set a property the component
 * already sets (components offer a variant or a default that the caller replaces instead, e.g. LoadingState's
 * height). tailwind-merge would settle such clashes at about 10 KB gzipped on every page (docs/decisions/007).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
