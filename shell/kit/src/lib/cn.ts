import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** Kit and shell classes carry the `ui:` prefix (each remote has its own prefix, so no styles leak). */
const merge = extendTailwindMerge({ prefix: 'ui' });

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
