// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { createSessionStore } from '../stores/session';
import { createMemoryStorage } from '../stores/storage';
import { useClient, useSession } from './hooks';
import { SdkProvider } from './provider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting() {
  const name = useSession((s) => (s.user?.data.first_name as string | undefined) ?? 'guest');
  const client = useClient();
  return createElement('p', null, `Hello ${name} at ${client.baseURL}`);
}

describe('@modkit/sdk/react', () => {
  it("shows the signed-in user's name and follows the session store", async () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    const client = createClient({ baseURL: 'http://api.test/api', session });
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(createElement(SdkProvider, { client }, createElement(Greeting))));
    expect(host.textContent).toBe('Hello guest at http://api.test/api');
    await act(async () =>
      session.getState().signIn('t', { id: 1, first_name: 'Maya', roles: [{ type: 'STUDENT' }] }, 'STUDENT'),
    );
    expect(host.textContent).toBe('Hello Maya at http://api.test/api');
    await act(async () => session.getState().clear());
    expect(host.textContent).toBe('Hello guest at http://api.test/api');
    root.unmount();
  });

  it('refuses hooks outside a provider with a clear message', () => {
    expect(() => renderToString(createElement(Greeting))).toThrow(
      'modkit hooks must be used inside <SdkProvider>.',
    );
  });
});
