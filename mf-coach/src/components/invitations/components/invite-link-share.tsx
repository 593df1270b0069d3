import { COPY } from '@rugby/contracts/copy';
import { TIMINGS } from '@rugby/contracts/domain';
import { Button, Input, buttonVariants, cn, toast } from '@rugby/kit';
import { Check, Copy, Mail, MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyToClipboard } from '@rugby/kit/lib/copy-to-clipboard.ts';
import { ReplaceInviteLinkDialog } from './replace-invite-link-dialog.tsx';

export const joinLink = (inviteCode: string, origin = window.location.origin) => `${origin}/join/${inviteCode}`;

export function textMessageBody(teamName: string, link: string) {
  return `You're invited to join ${teamName} on the Rugby Training Hub! Create your player account here: ${link}`;
}

export function emailParts(teamName: string, coachName: string, link: string) {
  return {
    subject: `Join ${teamName} Rugby Team`,
    body: `Hi,\n\nI'd like you to join ${teamName} on the Rugby Training Hub, where you'll get your daily training, rugby laws and recovery tips.\n\nCreate your account with this link:\n${link}\n\nSee you at training,\n${coachName}`,
  };
}

/**
 * The team's join link with Copy Link (icon resets after 2 s), Text (sms:) and Email (mailto:) actions, and
 * New Link to replace it.
 */
export function InviteLinkShare({ teamId, inviteCode, teamName, coachName }: { teamId: string; inviteCode: string; teamName: string; coachName: string }) {
  const link = joinLink(inviteCode);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copyIconResetMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyToClipboard(link)) {
      setCopied(true);
      toast({ title: COPY.invitations.linkCopied, description: 'Share it with your players.', variant: 'success' });
    } else {
      toast({ title: 'Copy Failed', description: `Select and copy the link: ${link}`, variant: 'destructive' });
    }
  }

  const email = emailParts(teamName, coachName, link);
  const smsHref = `sms:?&body=${encodeURIComponent(textMessageBody(teamName, link))}`;
  const mailHref = `mailto:?subject=${encodeURIComponent(email.subject)}&body=${encodeURIComponent(email.body)}`;
  const action = cn(buttonVariants({ variant: 'secondary', size: 'sm' }));
  return (
    <div className="coach:grid coach:gap-2">
      <label htmlFor="team-invite-link" className="coach:text-sm coach:font-medium coach:text-slate-800">
        Invitation link
      </label>
      <Input id="team-invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="coach:font-mono coach:text-sm" />
      <div className="coach:flex coach:flex-wrap coach:gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="coach:size-4" data-testid="copied-icon" /> : <Copy aria-hidden className="coach:size-4" />}
          Copy Link
        </Button>
        <a className={action} href={smsHref}>
          <MessageSquare aria-hidden className="coach:size-4" /> Text
        </a>
        <a className={action} href={mailHref}>
          <Mail aria-hidden className="coach:size-4" /> Email
        </a>
        <ReplaceInviteLinkDialog teamId={teamId} />
      </div>
      <p className="coach:text-xs coach:text-slate-500">
        Invite code: <span className="coach:break-all coach:font-mono">{inviteCode}</span>
      </p>
    </div>
  );
}
