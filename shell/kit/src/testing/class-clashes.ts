/** Test helper (not part of the bundle: only the test setup imports this file). */
import { twMerge } from 'tailwind-merge';

/**
 * Class clashes in the rendered page are a failure: `cn` joins classes without merging (kit/src/lib/cn.ts), so two
 * classes of one stylesheet (same prefix) that set the same property, e.g. 'ui:rounded-lg ui:rounded-full',
 * would leave the winner to the CSS order. Each prefix's classes are checked with tailwind-merge.
 */
export function classClashes(root: ParentNode): string[] {
  const clashes: string[] = [];
  for (const element of root.querySelectorAll('[class]')) {
    const byPrefix = new Map<string, string[]>();
    for (const name of element.getAttribute('class')!.split(/\s+/)) {
      const prefix = /^(ui|pub|coach|ply):/.exec(name)?.[1];
      if (prefix) byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), name.slice(prefix.length + 1)]);
    }
    for (const [prefix, names] of byPrefix) {
      const kept = new Set(twMerge(names).split(' '));
      const lost = names.filter((name) => !kept.has(name));
      if (lost.length) clashes.push(`<${element.tagName.toLowerCase()}> ${prefix}: ${lost.join(', ')} overridden in "${names.join(' ')}"`);
    }
  }
  return clashes;
}
