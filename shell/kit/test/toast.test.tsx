import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster, toast, useToastStore } from '../src/ui/toast.tsx';

beforeEach(() => useToastStore.getState().reset());

describe('toasts', () => {
  it('shows one toast at a time: the newest, never a stale one after it', async () => {
    render(<Toaster duration={60_000} />);
    act(() => {
      toast({ title: 'Missing Information', variant: 'destructive' });
      toast({ title: 'Invitation Sent', description: 'Sam can join with the link.', variant: 'success' });
    });
    expect(screen.getByText('Invitation Sent')).toBeInTheDocument();
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(useToastStore.getState().queue).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Invitation Sent')).not.toBeInTheDocument();
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
  });

  it('dismisses a toast by itself after its duration', async () => {
    render(<Toaster duration={50} />);
    act(() => {
      toast({ title: 'Profile Created!' });
    });
    expect(screen.getByText('Profile Created!')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Profile Created!')).not.toBeInTheDocument();
    expect(useToastStore.getState().queue).toHaveLength(0);
  });
});
