import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@rugby/kit/router.ts';

/**
 * A new page starts at the top; back and forward (POP) leave the position to the browser, which restores it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
