import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useWindowMessageNavigation } from '../../../src/shell/useWindowMessageNavigation.ts';

const EMBEDDER = 'https://shop.example.com';

function Probe({ loadOrigins }: { loadOrigins: () => Promise<readonly string[]> }) {
  useWindowMessageNavigation(loadOrigins);
  const location = useLocation();
  const type = useNavigationType();
  return <output data-testid="where">{`${type} ${location.pathname}${location.search}`}</output>;
}

function Listener({ loadOrigins }: { loadOrigins: () => Promise<readonly string[]> }) {
  useWindowMessageNavigation(loadOrigins);
  return null;
}

/** Renders the hook at /homeData/stats and resolves once the configuration has been read. */
async function mount(origins: readonly string[] = [EMBEDDER]) {
  const loadOrigins = vi.fn(async () => origins);
  const view = render(
    <MemoryRouter initialEntries={['/homeData/stats']}>
      <Probe loadOrigins={loadOrigins} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(loadOrigins).toHaveBeenCalled());
  // Let the configuration's promise settle so the listener is in place.
  await act(async () => {});
  return { ...view, loadOrigins };
}

function post(data: unknown, origin = EMBEDDER) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

const where = () => screen.getByTestId('where').textContent;

describe('useWindowMessageNavigation (spec §2, SECURITY.md §10)', () => {
  it('pushes a new history entry for a destination from the configured origin', async () => {
    await mount();
    post({ destination: '/content/albumManagement?page=2' });
    expect(where()).toBe('PUSH /content/albumManagement?page=2');
  });

  it('replaces the current entry when the message asks to', async () => {
    await mount();
    post({ path: '/myAccount/accountManagement', replace: true });
    expect(where()).toBe('REPLACE /myAccount/accountManagement');
  });

  it('ignores a message from any other origin', async () => {
    await mount();
    post({ destination: '/content/albumManagement' }, 'https://evil.example');
    expect(where()).toBe('POP /homeData/stats');
  });

  it('ignores a destination outside the app', async () => {
    await mount();
    post({ destination: '//evil.example/phish' });
    post({ destination: 'https://evil.example' });
    expect(where()).toBe('POP /homeData/stats');
  });

  it('obeys no message at all when no origin is configured', async () => {
    await mount([]);
    post({ destination: '/content/albumManagement' });
    expect(where()).toBe('POP /homeData/stats');
  });

  it('drops messages that arrive before the configuration is known', async () => {
    let release: (origins: string[]) => void = () => {};
    const loadOrigins = () => new Promise<string[]>((resolve) => (release = resolve));
    render(
      <MemoryRouter initialEntries={['/homeData/stats']}>
        <Probe loadOrigins={loadOrigins} />
      </MemoryRouter>,
    );
    post({ destination: '/content/albumManagement' });
    expect(where()).toBe('POP /homeData/stats');
    await act(async () => release([EMBEDDER]));
    post({ destination: '/content/videoManagement' });
    expect(where()).toBe('PUSH /content/videoManagement');
  });

  it('reads the configuration once, however often the app navigates', async () => {
    const { loadOrigins } = await mount();
    post({ destination: '/content/albumManagement' });
    post({ destination: '/content/videoManagement' });
    post({ destination: '/homeData/stats', replace: true });
    expect(where()).toBe('REPLACE /homeData/stats');
    expect(loadOrigins).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the component using it unmounts', async () => {
    const loadOrigins = async () => [EMBEDDER];
    const tree = (listening: boolean) => (
      <MemoryRouter initialEntries={['/homeData/stats']}>
        {listening && <Listener loadOrigins={loadOrigins} />}
        <Probe loadOrigins={async () => []} />
      </MemoryRouter>
    );
    const { rerender } = render(tree(true));
    await act(async () => {});
    post({ destination: '/content/albumManagement' });
    expect(where()).toBe('PUSH /content/albumManagement');
    rerender(tree(false));
    post({ destination: '/content/videoManagement' });
    expect(where()).toBe('PUSH /content/albumManagement');
  });
});
