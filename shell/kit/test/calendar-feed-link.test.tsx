import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from '../src/lib/copy-to-clipboard.ts';
import { CalendarFeedLink, webcalOf, type CalendarFeedLinkProps, type RotateOutcome } from '../src/ui/calendar-feed-link.tsx';
import { Toaster, useToastStore } from '../src/ui/toast.tsx';

const ADDRESS = 'https://rugby.test/calendar/t-token.ics';

// The clipboard (and its textarea fallback) is the browser's: the copy succeeds unless a test says otherwise.
vi.mock('../src/lib/copy-to-clipboard.ts', () => ({ copyToClipboard: vi.fn(async () => true) }));

/** The link with the player's wording (warning in place) unless `over` says otherwise; `onRotate` records its outcome callbacks. */
function renderLink(over: Partial<CalendarFeedLinkProps> = {}) {
  const outcomes: RotateOutcome[] = [];
  const props: CalendarFeedLinkProps = {
    url: ADDRESS,
    label: 'My calendar link',
    openLabel: 'Add to my calendar',
    primary: 'open',
    copyFailed: 'Select the link and copy it.',
    warning: { in: 'place', text: 'The current link stops working at once.', confirmLabel: 'Replace my link', keepLabel: 'Keep it' },
    onRotate: (outcome) => outcomes.push(outcome),
    rotating: false,
    rotated: 'Subscribe again with this one.',
    ...over,
  };
  const page = (more: Partial<CalendarFeedLinkProps> = {}) => (
    <>
      <CalendarFeedLink {...props} {...more} />
      <Toaster />
    </>
  );
  useToastStore.getState().reset();
  const view = render(page());
  return { props, outcomes, rerenderWith: (more: Partial<CalendarFeedLinkProps>) => view.rerender(page(more)) };
}

describe('CalendarFeedLink', () => {
  it('shows the address in a read-only field, the webcal: link and Copy in the order of the main action', async () => {
    expect(webcalOf('http://rugby.test/a.ics')).toBe('webcal://rugby.test/a.ics');
    renderLink();
    expect(screen.getByLabelText('My calendar link')).toHaveValue(ADDRESS);
    expect(screen.getByLabelText('My calendar link')).toHaveAttribute('readonly');
    const open = screen.getByRole('link', { name: 'Add to my calendar' });
    expect(open).toHaveAttribute('href', 'webcal://rugby.test/calendar/t-token.ics');
    expect(open.className).toContain('ui:bg-brand-700');
    expect(screen.getByRole('button', { name: 'Copy' }).className).not.toContain('ui:bg-brand-700');
    expect(open.compareDocumentPosition(screen.getByRole('button', { name: 'Copy' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copyToClipboard).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('puts Copy first when copying is the main action, and says how to copy when it fails', async () => {
    vi.mocked(copyToClipboard).mockResolvedValueOnce(false);
    renderLink({ primary: 'copy', openLabel: 'Open in calendar app', copyFailed: `Select and copy the link: ${ADDRESS}` });
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy.className).toContain('ui:bg-brand-700');
    expect(copy.compareDocumentPosition(screen.getByRole('link', { name: 'Open in calendar app' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(copy);
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText(`Select and copy the link: ${ADDRESS}`)).toBeInTheDocument();
  });

  it('warns in place before making a new link, shows the work in progress and closes the warning once made', async () => {
    const { outcomes, rerenderWith } = renderLink();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeDisabled();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('The current link stops working at once.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Replace my link' }));
    expect(outcomes).toHaveLength(1);
    rerenderWith({ rotating: true });
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Making...' })).toBeDisabled();
    rerenderWith({ rotating: false, url: 'https://rugby.test/calendar/new.ics' });
    act(() => outcomes[0]!.onSuccess());
    expect(await screen.findByText('New calendar link')).toBeInTheDocument();
    expect(screen.getByText('Subscribe again with this one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace my link' })).toBeNull();
    expect(screen.getByLabelText('My calendar link')).toHaveValue('https://rugby.test/calendar/new.ics');
  });

  it("keeps the link from the place's warning, and toasts the server's message when a new link could not be made", async () => {
    const { outcomes } = renderLink();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(outcomes).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replace my link' }));
    act(() => outcomes[0]!.onError(new Error('Too many new links today')));
    expect(await screen.findByText('Could not make a new link')).toBeInTheDocument();
    expect(screen.getByText('Too many new links today')).toBeInTheDocument();
    // The warning stays for another try.
    expect(screen.getByRole('button', { name: 'Replace my link' })).toBeInTheDocument();
  });

  it('warns in a dialog when asked, which the new link or Keep closes', async () => {
    const { outcomes } = renderLink({
      warning: {
        in: 'dialog',
        title: 'Make a new calendar link?',
        text: 'The current link stops working at once.',
        confirmLabel: 'Make a new link',
        keepLabel: 'Keep the link',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(outcomes).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make a new link' }));
    expect(outcomes).toHaveLength(1);
    act(() => outcomes[0]!.onSuccess());
    expect(await screen.findByText('New calendar link')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
