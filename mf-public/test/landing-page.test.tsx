import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { LandingRoute, LandingVariantRoute } from '../src/features/landing/routes/landing-route.tsx';

describe('landing page', () => {
  it('has the features, training and coaching sections with the marketing promises and CTAs', () => {
    renderWithProviders(<LandingRoute />);
    for (const name of [/Everything a club needs/, /4-day training week/, /Elite programs, your way/]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('training')).not.toBeNull();
    expect(document.getElementById('coaching')).not.toBeNull();
    const text = document.body.textContent!;
    expect(text).toContain('Free 14-day trial · no credit card');
    expect(text).toContain('Players train Monday, Tuesday, Thursday and Friday');
    expect(text).toContain('Wednesday is the rest day and the weekend is for recovery');
    expect(text).toContain('11 elite programs inspired by the New Zealand, South Africa and England training systems');
    expect(text).toContain('15+ positions');
    const week = screen.getByRole('list', { name: 'The training week' });
    expect(within(week).getAllByText('Training')).toHaveLength(4);
    expect(within(week).getByText('Wed').parentElement).toHaveTextContent('Rest');
    expect(screen.getAllByRole('link', { name: /free trial|coach account/i }).every((a) => a.getAttribute('href') === '/coach/register')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).every((a) => a.getAttribute('href') === '/login')).toBe(true);
  });

  it('has a second home variant with its own hero and the same links', () => {
    renderWithProviders(<LandingVariantRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'One plan for your whole squad, every day.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /rugby nations/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /free trial|coach account/i }).every((a) => a.getAttribute('href') === '/coach/register')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).every((a) => a.getAttribute('href') === '/login')).toBe(true);
  });
});
