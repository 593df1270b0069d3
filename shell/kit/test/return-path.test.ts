import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, returnPathFrom } from '../src/lib/return-path.ts';

describe('the page to return to after signing in', () => {
  it('round-trips a path of this site with its query and hash', () => {
    const login = loginPathReturningTo('/coach/dashboard?tab=players#top');
    expect(login).toBe('/login?next=%2Fcoach%2Fdashboard%3Ftab%3Dplayers%23top');
    expect(returnPathFrom(login.slice(login.indexOf('?')))).toBe('/coach/dashboard?tab=players#top');
    expect(loginPathReturningTo('/')).toBe('/login');
  });

  it.each([
    '',
    '?next=',
    '?next=coach/dashboard',
    '?next=//evil.example/x',
    '?next=/\\evil.example',
    '?next=https://evil.example/',
    '?next=javascript:alert(1)',
    '?other=/coach/dashboard',
    '?next=%2F%2Fevil.example',
  ])('goes home for %s', (search) => {
    expect(returnPathFrom(search)).toBe('/');
  });
});
