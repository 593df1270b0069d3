import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactRoute from '../src/features/contact/routes/contact-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(`${label} *`);

async function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(field(label), value);
}

describe('contact page', () => {
  it('shows support e-mail, phone, address and hours', () => {
    renderWithProviders(<ContactRoute />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@rugbytraininghub.co.nz' })).toHaveAttribute('href', 'mailto:support@rugbytraininghub.co.nz');
    expect(screen.getByRole('link', { name: '+64 9 555 0142' })).toHaveAttribute('href', 'tel:+6495550142');
    expect(screen.getByText('Auckland 1010')).toBeInTheDocument();
    expect(screen.getByText('9:00-18:00 NZST, Monday to Friday')).toBeInTheDocument();
    expect(screen.getByText('Weekend: emergency support only')).toBeInTheDocument();
  });

  it('requires every field and names the missing ones', async () => {
    const calls = mockFetch(() => json({}));
    renderWithProviders(<ContactRoute />, { path: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // The form's schema checks asynchronously: wait for its first error.
    await vi.waitFor(() => expect(field('Name')).toHaveAttribute('aria-invalid', 'true'));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(`${label} is required`);
    }
    expect(field('Name')).toHaveFocus();
    // Each error is under its field and announced (no toast for a refused contact form).
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();

    await fill({ Name: 'Jo Coach', Email: 'jo@club.test', Message: 'Hello' });
    await userEvent.type(field('Subject'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(field('Subject')).toHaveFocus());
    expect(field('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it('rejects an e-mail that is not an e-mail', async () => {
    renderWithProviders(<ContactRoute />, { path: '/contact' });
    await fill({ Name: 'Jo Coach', Email: 'jo-at-club', Subject: 'Trial', Message: 'How long is the trial?' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address'));
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Jo Coach');
  });

  it("confirms locally with 'Message Sent!', clears the form and makes no call", async () => {
    const calls = mockFetch(() => json({}));
    renderWithProviders(<ContactRoute />, { path: '/contact' });
    await fill({ Name: 'Jo Coach', Email: 'jo@club.test', Subject: 'Trial', Message: 'How long is the trial?' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
    expect(calls).toHaveLength(0);
  });
});
