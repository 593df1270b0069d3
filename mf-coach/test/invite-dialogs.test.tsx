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

describe('invite player dialog', () => {
  it('requires name and phone, then sends the invitation and closes after 0.5 s', async () => {
    const calls = mockFetch(() => json({ message: 'Invitation sent to Tom Hale', smsSent: true, inviteLink: 'http://x/join/abc', smsStatus: 'sent' }, 201));
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Player' });
    // What the dialog promises matches what may happen (no SMS provider, a carrier block: the coach gets the link).
    expect(dialog).toHaveAccessibleDescription(/If the text cannot be sent, you get the link to share yourself/);
    await userEvent.type(within(dialog).getByLabelText('Player Name'), 'Tom Hale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please provide player name and phone number')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '+64215550101');
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
  });

  /** Invites Tom Hale while the server answers `answer`; returns the clipboard's writeText mock. */
  async function inviteTomWithAnswer(answer: object) {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch(() => json(answer, 201));
    renderWithProviders(<InvitePlayerDialog trigger={<Button>Invite Player</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Player' }));
    await userEvent.type(screen.getByLabelText('Player Name'), 'Tom Hale');
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
    await userEvent.type(screen.getByLabelText('Player Name'), 'Tom');
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
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('assistant_coach');
    expect([...role.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Assistant Coach',
      'Fitness Trainer',
      'Skills Coach',
      'Performance Analyst',
    ]);
    await userEvent.type(screen.getByLabelText('Coach Name'), 'Dana Fox');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please provide coach name and email')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await dismissToast();
    await userEvent.type(screen.getByLabelText('Email'), 'dana@club.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/invitations/create-coach',
      body: { coachName: 'Dana Fox', coachEmail: 'dana@club.test', role: 'assistant_coach' },
    });
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
      const dashboard = useDashboard();
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
