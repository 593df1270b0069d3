/**
 * Installs the service worker (shell/host/src/service-worker/sw.ts: the app and today's reads kept for offline, docs/decisions/022)
 * in production builds, once the page has loaded, so its downloads never compete with the first screen's.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('No offline support', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
