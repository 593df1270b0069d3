import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BOOT_ELEMENT_ID, type PageBootData } from '@rugby/contracts/page-boot';
import { json, mockFetch } from '../src/testing/render.tsx';

const user = { id: 'c', email: 'coach@demo.test', firstName: 'Alex', lastName: 'Carter', userType: 'coach', position: null };

/** A fresh kit whose page carries `data` (docs/decisions/017). */
async function kitWithPage(data: PageBootData['data']) {
  vi.resetModules();
  document.getElementById(PAGE_BOOT_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.id = PAGE_BOOT_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify({ remotes: {}, data } satisfies PageBootData);
  document.head.append(element);
  return import('../src/index.ts');
}

function Who({ useCurrentUser }: { useCurrentUser: () => { user: { firstName: string | null } | null; isLoading: boolean } }) {
  const { user: who, isLoading } = useCurrentUser();
  return <p>{isLoading ? 'Loading...' : who ? `Signed in: ${who.firstName}` : 'Signed out'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe("the page's user, in before the app's first render", () => {
  it('draws the signed-in page in the first render, without asking the server', async () => {
    const calls = mockFetch(() => json({}));
    const kit = await kitWithPage({ '/api/auth/user': { status: 200, body: JSON.stringify(user) } });
    const client = kit.createQueryClient();
    kit.primeCurrentUser(client);
    render(
      <QueryClientProvider client={client}>
        <Who useCurrentUser={kit.useCurrentUser} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Signed in: Alex')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a carried 401 is signed out at once; no carried or an unreadable answer leaves the query to ask', async () => {
    const signedOut = await kitWithPage({ '/api/auth/user': { status: 401, body: '{"message":"Unauthorized"}' } });
    const client = signedOut.createQueryClient();
    signedOut.primeCurrentUser(client);
    expect(client.getQueryData(signedOut.authKeys.currentUser)).toBeNull();

    const notUsable: PageBootData['data'][] = [{}, { '/api/auth/user': { status: 200, body: '{not json' } }];
    for (const data of notUsable) {
      const kit = await kitWithPage(data);
      const fresh = kit.createQueryClient();
      kit.primeCurrentUser(fresh);
      expect(fresh.getQueryData(kit.authKeys.currentUser)).toBeUndefined();
    }
  });
});
