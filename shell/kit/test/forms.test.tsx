import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../src/api/api-request.ts';
import { serverFieldErrors, showServerFieldErrors, useZodForm } from '../src/forms/zod-form.ts';
import { FormField } from '../src/ui/form-field.tsx';
import { Input } from '../src/ui/input.tsx';

const schema = z.object({ name: z.string().trim().min(1, 'Enter the player’s name'), phone: z.string().trim().min(1, 'Enter a phone number') });
const badRequest = new ApiError(
  400,
  JSON.stringify({
    error: 'BAD_REQUEST',
    message: 'phone: too short',
    details: [
      { path: ['phone'], message: 'playerPhone is too short' },
      { path: ['other'], message: 'x' },
    ],
  }),
);

function InviteForm({ onSubmit, serverError }: { onSubmit: (v: z.output<typeof schema>) => void; serverError?: unknown }) {
  const form = useZodForm(schema, { defaultValues: { name: '', phone: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => (serverError ? showServerFieldErrors(form, serverError) : onSubmit(values)))}>
      <FormField id="name" label="Name" error={errors.name?.message} hint="As on the team sheet">
        <Input {...form.register('name')} />
      </FormField>
      <FormField id="phone" label="Phone" error={errors.phone?.message}>
        <Input {...form.register('phone')} />
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

describe('forms: errors on the field, announced', () => {
  it('marks the field invalid, describes it by its error and announces the error; the submit waits for valid values', async () => {
    const onSubmit = vi.fn();
    render(<InviteForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on the team sheet Enter the player’s name');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter the player’s name', 'Enter a phone number']);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Sam Taylor');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+44 7700 900123');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Sam Taylor', phone: '+44 7700 900123' });
  });

  it("puts a server's 400 on the fields it names that the form has, and focuses the first", async () => {
    expect(serverFieldErrors(badRequest)).toEqual([
      { field: 'phone', message: 'playerPhone is too short' },
      { field: 'other', message: 'x' },
    ]);
    expect(serverFieldErrors(new ApiError(500, 'oops'))).toEqual([]);
    render(<InviteForm onSubmit={vi.fn()} serverError={badRequest} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('playerPhone is too short');
  });

  it('marks a required field by its label (hidden from its name) and on its control', () => {
    render(
      <>
        <FormField id="team" label="Team Name" required>
          <Input />
        </FormField>
        <FormField id="notes" label="Notes">
          <Input />
        </FormField>
      </>,
    );
    const team = screen.getByRole('textbox', { name: 'Team Name' });
    expect(team).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Team Name').querySelector('[aria-hidden]')?.className).toContain("ui:after:content-['*']");
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Notes').querySelector('[aria-hidden]')).toBeNull();
  });
});
