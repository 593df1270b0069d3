import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_TEAM } from '@rugby/contracts/demo';
import { horizontallyClipped } from './helpers.ts';

/** Every static page: its heading, a piece of its copy and its title, all signed out. */
const PAGES = [
  {
    path: '/about',
    heading: 'About Rugby Training Hub',
    copy: ['Our mission', 'Our values', 'Our story', 'elite training programs', '15+'],
    title: 'About Us',
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    copy: ['support@rugbytraininghub.co.nz', '+64 9 555 0142', '9:00-18:00 NZST, Monday to Friday', 'Weekend: emergency support only'],
    title: 'Contact Us',
  },
  { path: '/faq', heading: 'Frequently Asked Questions', copy: ['What are the elite programs?', 'Is there a free trial?'], title: 'FAQ' },
  { path: '/privacy-policy', heading: 'Privacy Policy', copy: ['Last updated: August 2025', 'at least 13 years old'], title: 'Privacy Policy' },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    copy: ['Last updated: August 2025', 'full refund within 14 days of payment', 'at least 30 days’ notice'],
    title: 'Terms of Service',
  },
  {
    path: '/cookie-policy',
    heading: 'Cookie Policy',
    copy: ['Last updated: August 2025', 'Up to 1 year', 'Up to 2 years', 'Up to 30 days'],
    title: 'Cookie Policy',
  },
] as const;

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('every public page renders its heading, copy, title and description for a signed-out visitor', async ({ page }) => {
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    for (const text of p.copy) await expect(page.getByText(text, { exact: false }).first(), `${p.path}: ${text}`).toBeVisible();
    await expect(page).toHaveTitle(`${p.title} | Rugby Training Hub`);
    expect((await description(page))?.length, p.path).toBeGreaterThan(50);
    // Signed out: no top navigation of the signed-in app.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  }
  await page.goto('/');
  await expect(page).toHaveTitle('Rugby training for coaches and players | Rugby Training Hub');
  expect(await description(page)).toContain('11 elite programs');
});

test('the landing footer links to the company and legal pages, and About leads to beta registration', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Company and legal' });
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Company and legal' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Rugby Training Hub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Beta Testing' })).toHaveAttribute('href', '/coach/register');
  for (const [name, path] of [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Cookie Policy', '/cookie-policy'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(page.getByRole('navigation', { name: 'Company and legal' }).getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
});

test('FAQ search narrows the questions, categories filter them, and an unknown term shows the empty message', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'What are the elite programs?' })).toBeVisible();
  const questions = page.getByRole('main').getByRole('listitem').getByRole('button');
  const total = await questions.count();
  expect(total).toBeGreaterThanOrEqual(24);
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('REFUND');
  await expect(questions).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Can I get a refund?' })).toBeVisible();
  await page.getByRole('button', { name: 'Can I get a refund?' }).click();
  await expect(page.getByText('ask for a refund within 14 days of payment')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search questions' }).fill('');
  await page.getByRole('group', { name: 'FAQ categories' }).getByRole('button', { name: 'Team Management' }).click();
  await expect(page.getByRole('button', { name: 'How many players can a team have?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Is there a free trial?' })).toHaveCount(0);
  const teamCount = await questions.count();
  expect(teamCount).toBeGreaterThanOrEqual(4);
  expect(teamCount).toBeLessThan(total);

  await page.getByRole('searchbox', { name: 'Search questions' }).fill('scrum machine warranty');
  await expect(page.getByText('No questions found matching your search.')).toBeVisible();
  await expect(questions).toHaveCount(0);
});

test("the contact form checks its fields, then shows 'Message Sent!' and clears without calling the server", async ({ page }) => {
  const apiCalls: string[] = [];
  await page.goto('/contact');
  // The shell's own session check (GET /api/auth/user) may run at any time; the form itself must call nothing.
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/auth/user') apiCalls.push(`${req.method()} ${pathname}`);
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name *').fill('Jo Coach');
  await page.getByLabel('Email *').fill('not-an-email');
  await page.getByLabel('Subject *').fill('Season start');
  await page.getByLabel('Message *').fill('When should pre-season start?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email *').fill('jo@club.test');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.", { exact: true })).toBeVisible();
  for (const label of ['Name *', 'Email *', 'Subject *', 'Message *']) await expect(page.getByLabel(label)).toHaveValue('');
  expect(apiCalls).toEqual([]);
});

test('the landing, login, FAQ, contact, join and coach registration pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/', '/login', '/faq', '/contact', `/join/${DEMO_TEAM.inviteCode}`, '/coach/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/faq') await page.getByRole('button', { name: 'Is there a free trial?' }).click();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});

test('static pages hold at 360px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(await horizontallyClipped(page), path).toEqual([]);
  }
});

test('the second marketing home variant at /home carries the same links', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'One plan for your whole squad, every day.' })).toBeVisible();
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await expect(page).toHaveURL(/\/coach\/register$/);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});
