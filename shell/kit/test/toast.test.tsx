import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster, toast, useToastStore } from '../src/ui/toast.tsx';

beforeEach(() => useToastStore.getState().reset());

describe('toast queue', () => {
  it('shows at most one toast at a time, the next after the current is dismissed', async () => {
    render(<Toaster duration={60_000} />);
    act(() => {
      toast({ title: 'Feedback Submitted' });
      toast({ title: 'Submission Failed', description: 'Please try again or contact support.', variant: 'destructive' });
    });
    expect(screen.getByText('Feedback Submitted')).toBeInTheDocument();
    expect(screen.queryByText('Submission Failed')).not.toBeInTheDocument();
    expect(useToastStore.getState().queue).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(screen.queryByText('Feedback Submitted')).not.toBeInTheDocument();
  });

  it('dismisses a toast by itself after its duration', async () => {
    render(<Toaster duration={50} />);
    act(() => { toast({ title: 'Profile Created!' }); });
    expect(screen.getByText('Profile Created!')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('Profile Created!')).not.toBeInTheDocument();
    expect(useToastStore.getState().queue).toHaveLength(0);
  });
});
