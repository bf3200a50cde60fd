import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staticIsland } from '#app/components/static-island.tsx';

const render = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('static islands on the server', () => {
  it('renders the component inside a display: contents wrapper named for the browser to find', async () => {
    const Island = staticIsland('greeting', async () => Greeting);
    await Island.preload();
    const html = render(<Island name="Ada" />);
    expect(html).toMatch(/^<div data-island="greeting" class="contents">/);
    expect(html).toContain('<p>Hello, <!-- -->Ada</p>');
  });

  it('names each instance from its props when the island is rendered more than once', async () => {
    const Island = staticIsland(
      ({ name }: { name: string }) => `greeting-${name}`,
      async () => Greeting,
    );
    await Island.preload();
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

  it('renders no content before its code is loaded, which is why the pages’ loaders preload it', () => {
    const Island = staticIsland('greeting', () => new Promise<typeof Greeting>(() => {}));
    expect(render(<Island name="Ada" />)).not.toContain('Hello');
  });
});
