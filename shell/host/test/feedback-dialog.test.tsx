import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackButton } from '../src/features/feedback/components/feedback-button.tsx';
import { useFeedbackModal } from '../src/features/feedback/components/feedback-store.ts';

beforeEach(() => useFeedbackModal.setState({ open: false }));
afterEach(() => vi.unstubAllGlobals());

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Beta Feedback' }));
  return screen.findByRole('dialog', { name: 'Beta Feedback' });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const respondWith = (feedback: () => Response) => mockFetch((call) => (call.url === '/api/auth/user' ? json({ message: 'Unauthorized' }, 401) : feedback()));

describe('Beta Feedback modal', () => {
  it('asks for the required fields and sends nothing when they are missing', async () => {
    const calls = respondWith(() => json({}));
    renderWithProviders(<FeedbackButton />, { path: '/login' });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Summary *'), 'Only a title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/feedback')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Beta Feedback' })).toBeInTheDocument();
    // Each missing field says so on the field, announced; the filled summary does not.
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Feedback type is required', 'Details are required']);
    const type = within(dialog).getByRole('combobox', { name: 'Feedback type *' });
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(type).toHaveAccessibleDescription('Feedback type is required');
    expect(type).toHaveFocus();
    const details = within(dialog).getByLabelText('Details *');
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveAccessibleDescription('0/1000 Details are required');
    expect(within(dialog).getByLabelText('Summary *')).not.toHaveAttribute('aria-invalid');
    // A field's error goes as soon as it is filled.
    await choose('Feedback type *', 'Bug Report');
    expect(type).not.toHaveAttribute('aria-invalid');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Details are required']);
  });

  it('checks an e-mail on its field before sending, without the missing-fields toast', async () => {
    const calls = respondWith(() => json({}));
    renderWithProviders(<FeedbackButton />);
    const dialog = await openModal();
    await choose('Feedback type *', 'Bug Report');
    await userEvent.type(within(dialog).getByLabelText('Summary *'), 'Tabs overflow');
    await userEvent.type(within(dialog).getByLabelText('Details *'), 'Cut off.');
    const email = within(dialog).getByLabelText('Email (optional)');
    await userEvent.type(email, 'coach@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/feedback')).toHaveLength(0);
  });

  it("puts a server 400's field issue on its field and keeps the failure toast", async () => {
    const calls = respondWith(() =>
      json(
        {
          error: 'BAD_REQUEST',
          message: 'email: email must be a valid email address',
          details: [{ path: ['email'], message: 'email must be a valid email address' }],
        },
        400,
      ),
    );
    renderWithProviders(<FeedbackButton />);
    const dialog = await openModal();
    await choose('Feedback type *', 'General Feedback');
    await userEvent.type(within(dialog).getByLabelText('Summary *'), 'Hello');
    await userEvent.type(within(dialog).getByLabelText('Details *'), 'World');
    await userEvent.type(within(dialog).getByLabelText('Email (optional)'), 'coach@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email (optional)');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('email must be a valid email address');
    expect(calls.filter((c) => c.url === '/api/feedback')).toHaveLength(1);
  });

  it('counts summary and details characters and stops at 100 and 1000', async () => {
    respondWith(() => json({}));
    renderWithProviders(<FeedbackButton />);
    const dialog = await openModal();
    const summary = within(dialog).getByLabelText('Summary *');
    await userEvent.type(summary, 'Great app');
    expect(within(dialog).getByText('9/100')).toBeInTheDocument();
    expect(summary).toHaveAccessibleDescription('9/100');
    await userEvent.clear(summary);
    await userEvent.click(summary);
    await userEvent.paste('x'.repeat(130));
    expect(summary).toHaveValue('x'.repeat(100));
    expect(within(dialog).getByText('100/100')).toBeInTheDocument();
    const details = within(dialog).getByLabelText('Details *');
    await userEvent.click(details);
    await userEvent.paste('y'.repeat(1200));
    expect(details).toHaveValue('y'.repeat(1000));
    expect(within(dialog).getByText('1000/1000')).toBeInTheDocument();
  });

  it('posts the feedback with the page path, then confirms and closes', async () => {
    const calls = respondWith(() => json({ id: 'f1' }, 201));
    renderWithProviders(<FeedbackButton />, { path: '/coach/dashboard' });
    const dialog = await openModal();
    await choose('Feedback type *', 'Bug Report');
    await choose('Feature area', 'Dashboard');
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Summary *'), '  Tabs overflow ');
    await userEvent.type(within(dialog).getByLabelText('Details *'), 'On my phone the last tab is cut off.');
    await userEvent.type(within(dialog).getByLabelText('Email (optional)'), 'coach@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.url === '/api/feedback');
    expect(post).toMatchObject({
      method: 'POST',
      body: {
        type: 'bug',
        feature: 'dashboard',
        rating: 4,
        title: 'Tabs overflow',
        description: 'On my phone the last tab is cut off.',
        email: 'coach@demo.test',
        page: '/coach/dashboard',
      },
    });
  });

  it('keeps the form open and says so when the submission fails', async () => {
    respondWith(() => new Response('down', { status: 503 }));
    renderWithProviders(<FeedbackButton />);
    const dialog = await openModal();
    await choose('Feedback type *', 'General Feedback');
    await userEvent.type(within(dialog).getByLabelText('Summary *'), 'Hello');
    await userEvent.type(within(dialog).getByLabelText('Details *'), 'World');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Beta Feedback' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Summary *')).toHaveValue('Hello');
    // Not a field's fault: no field error.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
