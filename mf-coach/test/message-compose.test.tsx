import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesTab } from '../src/features/messages/components/messages-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const message = {
  id: 'm1',
  teamId: 't',
  type: 'announcement',
  title: 'Kick-off moved',
  message: 'Saturday 2pm now',
  isUrgent: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  sender: { id: 'c', firstName: 'Alex', lastName: 'Carter' },
  readCount: 2,
  totalRecipients: 5,
  isRead: true,
};

describe('messages tab', () => {
  it('lists messages with type, urgent marker, sender and read receipts', async () => {
    const calls = mockFetch(() => json([message]));
    renderWithProviders(<MessagesTab teamId="t" />);
    const item = await screen.findByRole('article', { name: 'Kick-off moved' });
    expect(within(item).getByText('Announcement')).toBeInTheDocument();
    expect(within(item).getByText('Urgent')).toBeInTheDocument();
    expect(within(item).getByText('From Alex Carter')).toBeInTheDocument();
    expect(within(item).getByText('Read by 2 of 5')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/teams/t/messages' });
  });

  it("an Urgent message shows one 'Urgent', and choosing the type Urgent ticks (and holds) the urgent box", async () => {
    const calls = mockFetch((call) => (call.method === 'POST' ? json({ ...message, type: 'urgent' }, 201) : json([{ ...message, type: 'urgent' }])));
    renderWithProviders(<MessagesTab teamId="t" />);
    const item = await screen.findByRole('article', { name: 'Kick-off moved' });
    expect(within(item).getAllByText('Urgent')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Urgent');
    const box = screen.getByRole('checkbox', { name: 'Mark as urgent' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Title'), 'Pitch closed');
    await userEvent.type(screen.getByLabelText('Message'), 'No training tonight');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { type: 'urgent', isUrgent: true } });
  });

  it('requires title and message, counts characters and limits their lengths', async () => {
    const calls = mockFetch(() => json([]));
    renderWithProviders(<MessagesTab teamId="t" />);
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '2000');
    expect(screen.getByText('0/2000 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByText('5/2000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in both title and message.')).toBeInTheDocument();
    // The blank title is marked too, with its message, announced; the message (filled) is not.
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('title is required');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('title is required');
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('5/2000 characters');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(title, 'Kick-off');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's 400 on the field it names, with the 'Failed to Send' toast", async () => {
    mockFetch((call) =>
      call.method === 'POST'
        ? json(
            {
              error: 'BAD_REQUEST',
              message: 'message must be at most 2000 characters',
              details: [{ path: ['message'], message: 'message must be at most 2000 characters' }],
            },
            400,
          )
        : json([]),
    );
    renderWithProviders(<MessagesTab teamId="t" />);
    await userEvent.type(screen.getByLabelText('Title'), 'Gym');
    await userEvent.type(screen.getByLabelText('Message'), 'Bring shoes');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to Send')).toBeInTheDocument();
    const body = screen.getByLabelText('Message');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveFocus();
    expect(body).toHaveAccessibleDescription('11/2000 characters message must be at most 2000 characters');
  });

  it('sends type, title, message and urgent, then clears; a failure shows Failed to Send', async () => {
    let fail = false;
    const calls = mockFetch((call) => (call.method === 'POST' ? (fail ? json({ error: 'X', message: 'boom' }, 500) : json(message, 201)) : json([])));
    renderWithProviders(<MessagesTab teamId="t" />);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Training Update');
    await userEvent.type(screen.getByLabelText('Title'), ' Gym ');
    await userEvent.type(screen.getByLabelText('Message'), 'Bring shoes');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as urgent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/teams/t/messages',
      body: { type: 'training_update', title: 'Gym', message: 'Bring shoes', isUrgent: true },
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    fail = true;
    await userEvent.type(screen.getByLabelText('Title'), 'Again');
    await userEvent.type(screen.getByLabelText('Message'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to Send')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
  });
});
