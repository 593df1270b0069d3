import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@rugby/kit';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteCoachDialog } from '../src/components/invitations/components/invite-coach-dialog.tsx';
import { InvitePlayerDialog } from '../src/components/invitations/components/invite-player-dialog.tsx';
import { InviteLinkShare } from '../src/components/invitations/components/invite-link-share.tsx';
import { useDashboard } from '../src/app/dashboard/api/get-dashboard.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The toast sits outside the modal dialog (its own pointer-events: auto in CSS, which jsdom does not apply).
const dismissToast = () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('invite player dialog', () => {
  it('requires name and phone, then sends the invitation and closes after 0.5 s', async () => {
    const calls = mockFetch(() => json({ message: 'Invitation sent to Tom Hale', smsSent: true, inviteLink: 'http://x/join/abc', smsStatus: 'sent' }, 201));
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Player' });
    // What the dialog promises matches what may happen (no SMS provider, a carrier block: the coach gets the link).
    expect(dialog).toHaveAccessibleDescription(/If the text cannot be sent, you get the link to share yourself/);
    // The form comes with the dialog's first opening, its first field focused.
    const name = await within(dialog).findByLabelText('Player Name');
    await vi.waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Tom Hale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    // The spec's toast, and the missing field marked with its message (announced).
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(within(notifications()).getByText('Please provide player name and phone number')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please provide player name and phone number');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide player name and phone number');
    expect(within(dialog).getByLabelText('Player Name')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
    await userEvent.type(phone, '+64215550101');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Position/), 'Hooker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    // The news replaces the stale 'Missing Information' (never shown after it).
    expect(screen.queryByText('Missing Information')).toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/invitations/create',
      body: { playerName: 'Tom Hale', playerPhone: '+64215550101', position: 'hooker' },
    });
    expect(screen.getByRole('dialog', { name: 'Invite Player' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    // Sent: the next invitation starts blank.
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    expect(await screen.findByLabelText('Player Name')).toHaveValue('');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
  });

  it('keeps what the coach typed when the dialog is closed without sending', async () => {
    const calls = mockFetch(() => json({}, 500));
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    await userEvent.type(await screen.findByLabelText('Player Name'), 'Tom Hale');
    await userEvent.type(screen.getByLabelText('Email (optional)'), 'tom@club.test');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    expect(await screen.findByLabelText('Player Name')).toHaveValue('Tom Hale');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('tom@club.test');
    expect(calls).toHaveLength(0);
  });

  it("puts the server's 400 on the field it names, with the 'Invitation Failed' toast", async () => {
    mockFetch(() =>
      json(
        {
          error: 'BAD_REQUEST',
          message: 'playerPhone must be at most 40 characters',
          details: [{ path: ['playerPhone'], message: 'playerPhone must be at most 40 characters' }],
        },
        400,
      ),
    );
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    await userEvent.type(await screen.findByLabelText('Player Name'), 'Tom');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+64215550101');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Failed')).toBeInTheDocument();
    expect(within(notifications()).getByText('Failed to create invitation: playerPhone must be at most 40 characters')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('playerPhone must be at most 40 characters');
  });

  it('checks the optional e-mail is an e-mail address before sending', async () => {
    const calls = mockFetch(() => json({}, 500));
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    await userEvent.type(await screen.findByLabelText('Player Name'), 'Tom');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+64215550101');
    await userEvent.type(screen.getByLabelText('Email (optional)'), 'tom-at-club');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    const email = screen.getByLabelText('Email (optional)');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('playerEmail must be a valid email address');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('playerEmail must be a valid email address');
    expect(within(notifications()).queryByText('Missing Information')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  /** Invites Tom Hale while the server answers `answer`; returns the clipboard's writeText mock. */
  async function inviteTomWithAnswer(answer: object) {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch(() => json(answer, 201));
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    await userEvent.type(await screen.findByLabelText('Player Name'), 'Tom Hale');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+64215550101');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    return writeText;
  }

  it("a carrier block shows 'SMS Blocked - Link Ready' and copies the link", async () => {
    const writeText = await inviteTomWithAnswer({ message: 'SMS blocked', smsSent: false, inviteLink: 'http://x/join/abc', smsStatus: 'blocked' });
    expect(await screen.findByText('SMS Blocked - Link Ready')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://x/join/abc');
  });

  it("without an SMS provider: 'Invitation Link Ready' with the server's sentence, then how to share the copied link", async () => {
    const writeText = await inviteTomWithAnswer({
      message: 'Invitation link created for Tom Hale',
      smsSent: false,
      inviteLink: 'http://x/join/abc',
      smsStatus: 'outbox',
    });
    expect(await screen.findByText('Invitation Link Ready')).toBeInTheDocument();
    expect(
      screen.getByText('Invitation link created for Tom Hale. The invitation link is copied to your clipboard: share it with Tom Hale.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://x/join/abc');
  });

  it("reports 'Invitation Failed' with the server's text", async () => {
    mockFetch(() => json({ error: 'TOO_MANY_REQUESTS', message: 'Too many invitations in a short time. Please wait a few minutes and try again.' }, 429));
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    await userEvent.type(await screen.findByLabelText('Player Name'), 'Tom');
    await userEvent.type(screen.getByLabelText('Phone Number'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create invitation: Too many invitations in a short time. Please wait a few minutes and try again.')).toBeInTheDocument();
  });
});

describe('invite coach dialog', () => {
  it('requires name and email, defaults the role to assistant coach and offers the four roles', async () => {
    const calls = mockFetch(() => json({ message: 'Invitation e-mailed', emailSent: true, inviteLink: 'http://x/join/c', emailStatus: 'sent' }, 201));
    renderWithProviders(<InviteCoachDialog trigger={<Button>Add Coach</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Coach' }));
    const role = await screen.findByLabelText('Role');
    expect(role).toHaveValue('assistant_coach');
    expect([...role.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Assistant Coach',
      'Fitness Trainer',
      'Skills Coach',
      'Performance Analyst',
    ]);
    await userEvent.type(screen.getByLabelText('Coach Name'), 'Dana Fox');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    // The spec's toast, and the missing e-mail marked with its message (announced).
    expect(await within(notifications()).findByText('Please provide coach name and email')).toBeInTheDocument();
    expect(within(notifications()).getByText('Missing Information')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please provide coach name and email');
    expect(within(screen.getByRole('dialog', { name: 'Add Coach' })).getByRole('alert')).toHaveTextContent('Please provide coach name and email');
    expect(calls).toHaveLength(0);
    await dismissToast();
    // Not an e-mail address: the route's message on the field, no toast (the spec has none for it).
    await userEvent.type(email, 'dana');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(email).toHaveAccessibleDescription('coachEmail must be a valid email address');
    expect(within(notifications()).queryByText('Missing Information')).toBeNull();
    expect(calls).toHaveLength(0);
    await userEvent.type(email, '@club.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/invitations/create-coach',
      body: { coachName: 'Dana Fox', coachEmail: 'dana@club.test', role: 'assistant_coach' },
    });
  });

  it("puts the server's 400 on the field it names; the 'Invitation Failed' toast then says what failed", async () => {
    mockFetch(() =>
      json(
        {
          error: 'BAD_REQUEST',
          message: 'coachEmail must be a valid email address',
          details: [{ path: ['coachEmail'], message: 'coachEmail must be a valid email address' }],
        },
        400,
      ),
    );
    renderWithProviders(<InviteCoachDialog trigger={<Button>Add Coach</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Coach' }));
    await userEvent.type(await screen.findByLabelText('Coach Name'), 'Dana Fox');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@club.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Failed')).toBeInTheDocument();
    expect(within(notifications()).getByText('Failed to create coach invitation')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('coachEmail must be a valid email address');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('coachEmail must be a valid email address');
  });
});

describe('invite link share', () => {
  it('copies the join link (icon resets after 2 s) and composes the text and e-mail', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<InviteLinkShare teamId="team-1" inviteCode="code123" teamName="Harbour City RFC" coachName="Alex Carter" />);
    const link = `${window.location.origin}/join/code123`;
    expect(screen.getByLabelText('Invitation link')).toHaveValue(link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Invitation Link Copied!')).toBeInTheDocument();
    expect(screen.getByTestId('copied-icon')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByTestId('copied-icon')).toBeNull(), { timeout: 3000 });
    const sms = decodeURIComponent(screen.getByRole('link', { name: 'Text' }).getAttribute('href')!);
    expect(sms).toMatch(/^sms:/);
    expect(sms).toContain('Harbour City RFC');
    expect(sms).toContain(link);
    const mail = screen.getByRole('link', { name: 'Email' }).getAttribute('href')!;
    const params = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Join Harbour City RFC Rugby Team');
    expect(params.get('body')).toContain(link);
    expect(params.get('body')!.trim().endsWith('Alex Carter')).toBe(true);
  });

  it('New Link replaces the link after confirmation, the dashboard then shows the new link, and a refusal is reported', async () => {
    let refuse = false;
    let inviteCode = 'code123';
    const calls = mockFetch((call) => {
      if (call.url === '/api/coaches/dashboard')
        return json({
          team: { id: 'team-1', name: 'Harbour City RFC', inviteCode, playerCount: 0, maxPlayers: 35 },
          coach: { name: 'Alex Carter' },
          players: [],
          coaches: [],
          recentActivity: [],
        });
      if (refuse) return json({ message: 'You do not coach this team' }, 403);
      inviteCode = 'fresh456';
      return json({ inviteCode });
    });
    // The link as the Overview shows it: from the dashboard's answer.
    function TeamLink() {
      const dashboard = useDashboard(null);
      if (!dashboard.data) return null;
      const { team, coach } = dashboard.data;
      return <InviteLinkShare teamId={team.id} inviteCode={team.inviteCode} teamName={team.name} coachName={coach.name} />;
    }
    renderWithProviders(<TeamLink />);
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(`${window.location.origin}/join/code123`);

    await userEvent.click(screen.getByRole('button', { name: 'New Link' }));
    let dialog = screen.getByRole('dialog', { name: 'Replace the invitation link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'New Link' }));
    dialog = screen.getByRole('dialog', { name: 'Replace the invitation link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace Link' }));
    expect(await screen.findByText('New Invitation Link')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/teams/team-1/invite-code' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dashboard was read again before the coach heard of success: the new link shows, the old one is gone.
    expect(screen.getByLabelText('Invitation link')).toHaveValue(`${window.location.origin}/join/fresh456`);
    expect(screen.getByText('fresh456')).toBeInTheDocument();
    dismissToast();

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'New Link' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Replace Link' }));
    expect(await screen.findByText('Could Not Replace Link')).toBeInTheDocument();
    expect(screen.getByText('You do not coach this team')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Replace the invitation link?' })).toBeInTheDocument();
  });
});
