import { screen } from '@testing-library/react';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LawsCard } from '../src/features/laws/components/laws-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('laws card', () => {
  it("holds a placeholder while today's laws load, never 'No laws to learn today' before the real state", async () => {
    let answer!: (response: Response) => void;
    mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderWithProviders(<LawsCard date="2026-03-10" unviewedCount={0} onLearn={() => {}} onReview={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent("Loading today's laws...");
    expect(screen.queryByText('No laws to learn today.')).toBeNull();
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer(json([]));
    expect(await screen.findByText('No laws to learn today.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
