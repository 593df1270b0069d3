import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DetailedPlayer } from '../src/features/players/api/get-detailed-players.ts';
import { EditPlayerDialog } from '../src/features/players/components/edit-player-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const player: DetailedPlayer = {
  playerId: 'p1',
  name: 'Sam Taylor',
  email: 'sam@club.test',
  phone: '+64 21 555 0101',
  height: 180,
  weight: 90,
  position: 'Utility back',
  joinedAt: '2026-01-05T10:00:00.000Z',
};

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<EditPlayerDialog player={player} open onOpenChange={onOpenChange} />);
  return { dialog: screen.getByRole('dialog', { name: 'Edit Sam Taylor' }), onOpenChange };
}

describe('edit player dialog', () => {
  it('shows the saved details, keeps a position outside the list, and sends whole numbers', async () => {
    const calls = mockFetch(() => json({ ...player, height: 185 }));
    const { dialog, onOpenChange } = renderDialog();
    expect(within(dialog).getByLabelText('Height (cm)')).toHaveValue(180);
    expect(within(dialog).getByLabelText('Position')).toHaveValue('Utility back');
    await userEvent.clear(within(dialog).getByLabelText('Height (cm)'));
    await userEvent.type(within(dialog).getByLabelText('Height (cm)'), '185');
    await userEvent.clear(within(dialog).getByLabelText('Weight (kg)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Player Updated')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/players/p1/details',
      body: { height: 185, weight: null, position: 'Utility back', phone: '+64 21 555 0101' },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses a height that is not a whole number on its field, announced, and sends nothing', async () => {
    const calls = mockFetch(() => json(player));
    const { dialog } = renderDialog();
    const height = within(dialog).getByLabelText('Height (cm)');
    await userEvent.clear(height);
    await userEvent.type(height, '180.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription('Height must be a whole number of centimetres');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Height must be a whole number of centimetres');
    expect(within(dialog).getByLabelText('Weight (kg)')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it("puts the server's 400 on the field it names; 'Update Failed' then says what failed", async () => {
    mockFetch(() =>
      json({ error: 'BAD_REQUEST', message: 'height must be at least 100', details: [{ path: ['height'], message: 'height must be at least 100' }] }, 400),
    );
    const { dialog, onOpenChange } = renderDialog();
    const height = within(dialog).getByLabelText('Height (cm)');
    await userEvent.clear(height);
    await userEvent.type(height, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update player details')).toBeInTheDocument();
    // The server's words once, on the field (the coach's browser test finds them by their text).
    expect(screen.getAllByText(/height must be at least 100/)).toHaveLength(1);
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveFocus();
    expect(height).toHaveAccessibleDescription('height must be at least 100');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
