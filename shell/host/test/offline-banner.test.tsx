import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@rugby/kit';
import { onlineManager } from '@rugby/kit/query.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../src/features/connection/components/offline-banner.tsx';

afterEach(() => onlineManager.setOnline(true));

describe('offline banner', () => {
  it('says so while offline, goes away when back online, and Try again resumes at once', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. What you log is saved on this phone and sent when you're back online.");
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
