/** Full-page navigation to a server path (e.g. /api/login, which redirects to the external provider). */
export function goToServerPage(path: string): void {
  window.location.assign(path);
}
