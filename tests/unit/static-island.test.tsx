import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadLazyModules } from '#app/delivery/lazy-module.ts';
import { ServerValues, withServerValues } from '#app/delivery/server-values.tsx';
import { staticIsland } from '#app/delivery/static-island.tsx';

const render = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('static islands on the server', () => {
  it('renders the component inside a display: contents wrapper named for the browser to find', async () => {
    const Island = staticIsland('greeting', async () => Greeting);
    await loadLazyModules();
    const html = render(<Island name="Ada" />);
    expect(html).toMatch(/^<div data-island="greeting" class="contents">/);
    expect(html).toContain('<p>Hello, <!-- -->Ada</p>');
  });

  it('names each instance from its props when the island is rendered more than once', async () => {
    const Island = staticIsland(
      ({ name }: { name: string }) => `greeting-${name}`,
      async () => Greeting,
    );
    await loadLazyModules();
    const html = render(
      <>
        <Island name="Ada" />
        <Island name="Grace" />
      </>,
    );
    expect([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'greeting-Ada',
      'greeting-Grace',
    ]);
  });
});

describe('values a loader kept on the server', () => {
  it("are put back into the island's props for the server's render", async () => {
    const Island = staticIsland('kept', async () => withServerValues(Greeting));
    await loadLazyModules();
    const html = renderToString(
      <ServerValues value={new Map([[0, 'Ada']])}>
        <MemoryRouter>
          <Island name={{ renderedOnServer: 0 }} />
        </MemoryRouter>
      </ServerValues>,
    );
    expect(html).toContain('<p>Hello, <!-- -->Ada</p>');
  });

  it('leave the island empty where there are none (the browser asks for the data instead)', async () => {
    const Island = staticIsland('kept-elsewhere', async () => withServerValues(Greeting));
    await loadLazyModules();
    // Nothing but React's Suspense markers inside the island.
    expect(render(<Island name={{ renderedOnServer: 0 }} />)).toBe(
      '<div data-island="kept-elsewhere" class="contents"><!--$--><!--/$--></div>',
    );
    // A value passed as itself (a client-side navigation's data) renders as usual.
    expect(render(<Island name="Grace" />)).toContain('Hello, <!-- -->Grace');
  });
});

describe('lazy modules on the server', () => {
  it('are all loaded by one call, including those defined by a module loaded on the way', async () => {
    let innerLoaded = false;
    const Outer = staticIsland('outer', async () => {
      // Loading this island's code defines another one, as a carousel's slides are.
      staticIsland('inner', async () => {
        innerLoaded = true;
        return Greeting;
      });
      return Greeting;
    });
    await loadLazyModules();
    expect(innerLoaded).toBe(true);
    expect(render(<Outer name="Ada" />)).toContain('Hello');
  });
});

// Last: the island below never loads, so a later `loadLazyModules()` would wait for it forever.
describe('a static island whose code has not loaded', () => {
  it('renders no content before its code is loaded, which is why the server entry loads every lazy module first', () => {
    const Island = staticIsland('greeting', () => new Promise<typeof Greeting>(() => {}));
    expect(render(<Island name="Ada" />)).not.toContain('Hello');
  });
});
