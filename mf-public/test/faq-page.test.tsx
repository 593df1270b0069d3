import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQS, filterFaqs } from '../src/features/faq/components/faq-data.ts';
import FaqRoute from '../src/features/faq/routes/faq-route.tsx';

const questionButtons = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('button', { expanded: false })
    .concat(within(screen.getByRole('main')).queryAllByRole('button', { expanded: true }));

describe('FAQ', () => {
  it('has at least 4 questions in every category', () => {
    for (const category of FAQ_CATEGORIES) expect(FAQS.filter((f) => f.category === category).length, category).toBeGreaterThanOrEqual(4);
  });

  it('searches questions and answers ignoring case, and says when nothing matches', async () => {
    renderWithProviders(<FaqRoute />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(FAQS.length);

    const search = screen.getByRole('searchbox', { name: 'Search questions' });
    // "ELITE PROGRAMS" is in a question; "HttpOnly" only in an answer.
    await userEvent.type(search, 'ELITE PROGRAMS');
    expect(questionButtons().map((b) => b.textContent)).toContain('What are the elite programs?');
    expect(questionButtons().length).toBe(filterFaqs(FAQS, 'elite programs', 'All').length);
    expect(questionButtons().length).toBeLessThan(FAQS.length);

    await userEvent.clear(search);
    await userEvent.type(search, 'httponly');
    expect(questionButtons().map((b) => b.textContent)).toEqual(['How is my account kept secure?']);

    await userEvent.clear(search);
    await userEvent.type(search, 'quidditch');
    expect(questionButtons()).toHaveLength(0);
    expect(screen.getByText('No questions found matching your search.')).toBeInTheDocument();
  });

  it('filters by category buttons, combined with the search', async () => {
    renderWithProviders(<FaqRoute />, { path: '/faq' });
    const group = screen.getByRole('group', { name: 'FAQ categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', ...FAQ_CATEGORIES]);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'Billing' }));
    expect(within(group).getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const billing = FAQS.filter((f) => f.category === 'Billing').map((f) => f.question);
    expect(questionButtons().map((b) => b.textContent)).toEqual(billing);

    await userEvent.type(screen.getByRole('searchbox'), 'refund');
    expect(questionButtons().map((b) => b.textContent)).toEqual(['Can I get a refund?']);

    await userEvent.click(within(group).getByRole('button', { name: 'Technical' }));
    expect(screen.getByText('No questions found matching your search.')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'All' }));
    expect(questionButtons().length).toBe(filterFaqs(FAQS, 'refund', 'All').length);
  });

  it('expands and collapses an answer as an accessible disclosure', async () => {
    renderWithProviders(<FaqRoute />, { path: '/faq' });
    const question = screen.getByRole('button', { name: 'Is there a free trial?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('free 14-day trial, and no credit card is needed');
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('sets the page title and meta description', () => {
    renderWithProviders(<FaqRoute />, { path: '/faq' });
    expect(document.title).toBe('FAQ | Rugby Training Hub');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Answers about Rugby Training Hub/);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('FAQ | Rugby Training Hub');
  });
});
