import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

// These tests answer the page's requests themselves (page.route), which a service worker's fetches would go around.
test.use({ serviceWorkers: 'block' });

test('a remote that is down shows a retry message while the shell keeps working', async ({ page }) => {
  await page.route('**/remotes/coach/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await signIn(page, 'coach');
  await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeVisible();
  // The shell still works: navigation, the feedback modal, other remotes.
  await page.getByRole('button', { name: 'Beta Feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Beta Feedback' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Pages of the other remotes still load.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Rugby Training Hub' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeVisible();

  // The remote comes back: Retry loads it (a fresh page load, as this page preloaded the remote's files).
  await page.unroute('**/remotes/coach/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex Carter' })).toBeVisible();
});

test.describe('independent deploy of a remote', () => {
  const backup = mkdtempSync(path.join(os.tmpdir(), 'mf-public-dist-'));
  const dist = path.join(ROOT, 'mf-public', 'dist');

  test.beforeAll(() => cpSync(dist, backup, { recursive: true }));
  test.afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    cpSync(backup, dist, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  });

  test('a rebuilt mf-public is picked up on reload without rebuilding the shell', async ({ page }) => {
    const shellIndex = path.join(ROOT, 'shell', 'host', 'dist', 'index.html');
    const shellBuiltAt = statSync(shellIndex).mtimeMs;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Train like the world/ })).toBeVisible();
    const label = `e2e-${Date.now()}`;
    await expect(page.getByText(`build ${label}`)).toHaveCount(0);

    execFileSync('npm', ['run', 'build', '--silent', '-w', '@rugby/mf-public'], {
      cwd: ROOT,
      env: { ...process.env, WEB_BUILD_LABEL: label },
      stdio: 'ignore',
    });

    await page.reload();
    await expect(page.getByText(`build ${label}`)).toBeVisible();
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  });
});

test("while the scripts arrive the page shows the 'Loading...' splash with placeholders, never a blank page", async ({ page }) => {
  let releaseScripts!: () => void;
  const scriptsMayLoad = new Promise<void>((release) => (releaseScripts = release));
  await page.route('**/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // The scripts are held (deferred scripts hold the load event too): wait for the HTML only.
  await page.goto('/', { waitUntil: 'commit' });
  const splash = page.getByRole('status');
  await expect(splash).toHaveText('Loading...');
  await expect(splash).toBeVisible();
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1, name: /Train like the world/ })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
});
