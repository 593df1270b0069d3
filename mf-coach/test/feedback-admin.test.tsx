import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FeedbackAdminRoute from '../src/features/feedback-admin/routes/feedback-admin-route.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const item = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  type: 'feature',
  status: 'new',
  title: `Title ${id}`,
  description: `Details of ${id}`,
  rating: 4,
  email: `${id}@club.test`,
  feature: 'dashboard',
  response: null,
  page: '/',
  createdAt: '2025-08-20T10:00:00.000Z',
  updatedAt: '2025-08-20T10:00:00.000Z',
  ...over,
});

/** A small in-memory feedback server: GET filters by ?status=, PATCH updates. */
function serve(initial: ReturnType<typeof item>[]) {
  const store = initial.map((f) => ({ ...f }));
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://x');
    if (call.method === 'GET' && url.pathname === '/api/feedback') {
      const status = url.searchParams.get('status');
      return json(store.filter((f) => !status || f.status === status));
    }
    if (call.method === 'PATCH') {
      const target = store.find((f) => url.pathname === `/api/feedback/${f.id}`)!;
      Object.assign(target, call.body);
      return json(target);
    }
    return json({ message: 'unexpected' }, 500);
  });
  return { store, calls };
}

const list = () => within(screen.getByRole('region', { name: /^Feedback/ }));

describe('feedback admin', () => {
  it('lists feedback with its count and shows the select hint until one is chosen', async () => {
    serve([item('a', { title: 'Add a kicking drill' }), item('b', { title: 'Login is slow', type: 'performance', rating: 0 })]);
    renderWithProviders(<FeedbackAdminRoute />, { path: '/feedback-admin' });
    expect(await screen.findByRole('heading', { name: 'Feedback (2)' })).toBeInTheDocument();
    expect(
      list()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Add a kicking drill'), expect.stringContaining('Login is slow')]);
    expect(screen.getByText('Select feedback to view details')).toBeInTheDocument();

    await userEvent.click(list().getByRole('button', { name: /Add a kicking drill/ }));
    const detail = screen.getByRole('region', { name: 'Add a kicking drill' });
    expect(within(detail).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(detail).getByText('Details of a')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'a@club.test' })).toHaveAttribute('href', 'mailto:a@club.test');
    for (const name of ['Mark Reviewing', 'Mark Planned', 'Mark Completed', 'Dismiss']) expect(within(detail).getByRole('button', { name })).toBeEnabled();
    expect(screen.queryByText('Select feedback to view details')).not.toBeInTheDocument();
  });

  it("shows 'No feedback found' when the list is empty", async () => {
    serve([]);
    renderWithProviders(<FeedbackAdminRoute />, { path: '/feedback-admin' });
    expect(await screen.findByText('No feedback found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Feedback (0)' })).toBeInTheDocument();
  });

  it("marks planned with a response, toasts 'Feedback Updated' and clears the selection and the response box", async () => {
    const { calls } = serve([item('a', { response: 'Thanks, looking into it' })]);
    renderWithProviders(<FeedbackAdminRoute />, { path: '/feedback-admin' });
    await userEvent.click(await list().findByRole('button', { name: /Title a/ }));
    const detail = screen.getByRole('region', { name: 'Title a' });
    expect(within(detail).getByText('Previous response')).toBeInTheDocument();
    expect(within(detail).getByText('Thanks, looking into it')).toBeInTheDocument();
    await userEvent.type(within(detail).getByLabelText('Response (optional)'), '  Coming in the next release ');
    await userEvent.click(within(detail).getByRole('button', { name: 'Mark Planned' }));

    expect(await screen.findByText('Feedback Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/feedback/a',
      body: { status: 'planned', response: 'Coming in the next release' },
    });
    expect(screen.getByText('Select feedback to view details')).toBeInTheDocument();
    // The list was refetched and shows the new status.
    await waitFor(() => expect(list().getByRole('button', { name: /Title a/ })).toHaveTextContent('Planned'));

    await userEvent.click(list().getByRole('button', { name: /Title a/ }));
    expect(screen.getByLabelText('Response (optional)')).toHaveValue('');
    expect(screen.getByText('Coming in the next release')).toBeInTheDocument();
  });

  it('omits the response from the call when it is empty', async () => {
    const { calls } = serve([item('a')]);
    renderWithProviders(<FeedbackAdminRoute />, { path: '/feedback-admin' });
    await userEvent.click(await list().findByRole('button', { name: /Title a/ }));
    await userEvent.type(screen.getByLabelText('Response (optional)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Feedback Updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ status: 'dismissed' });
  });

  it('filters by status through the server', async () => {
    const { calls } = serve([item('a', { status: 'planned', title: 'Planned one' }), item('b', { title: 'New one' })]);
    renderWithProviders(<FeedbackAdminRoute />, { path: '/feedback-admin' });
    expect(await screen.findByRole('heading', { name: 'Feedback (2)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'New', 'Reviewing', 'Planned', 'Completed', 'Dismissed']);
    await userEvent.click(screen.getByRole('option', { name: 'Planned' }));
    expect(await screen.findByRole('heading', { name: 'Feedback (1)' })).toBeInTheDocument();
    expect(list().getByRole('button', { name: /Planned one/ })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/feedback', '/api/feedback?status=planned']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dismissed' }));
    expect(await screen.findByText('No feedback found')).toBeInTheDocument();
  });

  it('refreshes the list every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, store } = serve([item('a')]);
    renderWithProviders(<FeedbackAdminRoute />, { path: '/feedback-admin' });
    expect(await screen.findByRole('heading', { name: 'Feedback (1)' })).toBeInTheDocument();
    store.unshift(item('z', { title: 'Arrived later' }));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('heading', { name: 'Feedback (2)' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
