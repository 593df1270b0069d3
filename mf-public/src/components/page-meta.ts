import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { useEffect } from 'react';

/** Sets (creating when missing) a `<meta>` tag in the document head. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** The page title as the shell writes it from a route's `handle.title`. */
export const fullTitle = (title: string) => `${title} | ${PRODUCT_NAME}`;

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Title, meta description and the Open Graph tags for sharing, for a public page. The shell also sets
 * document.title from the route's handle; both use the same form, so whichever runs last agrees.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const full = fullTitle(title);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', PRODUCT_NAME);
  }, [title, description]);
}
