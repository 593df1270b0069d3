import { copyToClipboard } from '@rugby/kit/lib/copy-to-clipboard.ts';

/** Ends a sentence with a full stop unless it already ends with punctuation. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * When the invitation did not go out by itself (outbox, failed, blocked): copies the link and says how to share it,
 * after the server's message if there is one, e.g. "Invitation link created for Jo. The invitation link is copied…".
 */
export async function shareInviteLinkText(inviteLink: string, name: string, serverMessage?: string): Promise<string> {
  const copied = await copyToClipboard(inviteLink);
  const share = copied ? `The invitation link is copied to your clipboard: share it with ${name}.` : `Share this link with ${name}: ${inviteLink}`;
  return serverMessage ? `${sentence(serverMessage)} ${share}` : share;
}
