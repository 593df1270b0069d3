import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import AboutRoute from '../src/features/about/routes/about-route.tsx';
import CookiePolicyRoute from '../src/features/legal/routes/cookie-policy-route.tsx';
import PrivacyPolicyRoute from '../src/features/legal/routes/privacy-policy-route.tsx';
import TermsOfServiceRoute from '../src/features/legal/routes/terms-of-service-route.tsx';

describe('static pages', () => {
  it('About has mission, values and story, the claims and Join Beta Testing', () => {
    renderWithProviders(<AboutRoute />, { path: '/about' });
    for (const name of ['Our mission', 'Our values', 'Our story']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('elite training programs').nextSibling).toHaveTextContent('11');
    expect(screen.getByText('playing positions').nextSibling).toHaveTextContent('15+');
    expect(screen.getByRole('link', { name: 'Join Beta Testing' })).toHaveAttribute('href', '/coach/register');
    expect(document.title).toBe('About Us | Rugby Training Hub');
  });

  it('the legal pages carry the business constants and the August 2025 date', () => {
    const text = (ui: React.ReactElement, path: string) => {
      const { unmount } = renderWithProviders(ui, { path });
      const content = document.body.textContent!;
      expect(content).toContain('Last updated: August 2025');
      unmount();
      return content;
    };
    const terms = text(<TermsOfServiceRoute />, '/terms-of-service');
    expect(terms).toContain('full refund within 14 days of payment');
    expect(terms).toContain('at least 30 days’ notice of any price change');
    expect(terms).toContain('at least 13 years old');
    expect(terms).toContain('under 16 need the consent of a parent or guardian');
    expect(terms).toContain('free 14-day trial');
    const privacy = text(<PrivacyPolicyRoute />, '/privacy-policy');
    expect(privacy).toContain('at least 13 years old');
    expect(privacy).toContain('under 16 need the consent');
    expect(privacy).toContain('within 24 hours');
    const cookies = text(<CookiePolicyRoute />, '/cookie-policy');
    expect(cookies).toMatch(/Preferences.*Up to 1 year/);
    expect(cookies).toMatch(/Analytics.*Up to 2 years/);
    expect(cookies).toMatch(/auto-login.*Up to 30 days/);
  });
});
