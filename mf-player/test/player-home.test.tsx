import { screen } from '@testing-library/react';
import { authKeys, createQueryClient } from '@rugby/kit';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { formatLongDate, greetingFor, MOTIVATIONAL_QUOTES, pickQuote } from '../src/app/home/components/greeting.ts';
import { PlayerHomeHeader } from '../src/app/home/components/player-home-header.tsx';

const at = (hours: number, minutes = 0) => new Date(2025, 5, 2, hours, minutes);

describe('greeting by time of day', () => {
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [16, 59, 'Good afternoon'],
    [17, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ])('%i:%i is %s', (h, m, expected) => {
    expect(greetingFor(at(h, m))).toBe(expected);
  });

  it('picks each of the five quotes', () => {
    expect(MOTIVATIONAL_QUOTES).toHaveLength(5);
    const picked = new Set([0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((r) => pickQuote(() => r)));
    expect(picked).toEqual(new Set(MOTIVATIONAL_QUOTES));
  });

  it('greets the player by first name with the date and a quote', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.currentUser, {
      id: 'p',
      email: 'player@demo.test',
      firstName: 'Sam',
      lastName: 'Taylor',
      userType: 'player',
      position: 'fly-half',
    });
    renderWithProviders(<PlayerHomeHeader now={() => at(15, 30)} />, { queryClient });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good afternoon, Sam!');
    expect(screen.getByText(formatLongDate(at(15, 30)))).toBeInTheDocument();
    expect(formatLongDate(at(15, 30))).toBe('Monday, June 2, 2025');
    expect(MOTIVATIONAL_QUOTES).toContain(document.querySelector('blockquote')!.textContent);
  });
});
