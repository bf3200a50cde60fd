import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createRememberedIslands, splitRenderedIsland } from '#app/delivery/remembered-islands.server.tsx';

describe('splitting a remembered island’s HTML', () => {
  it('keeps the content and hands back the image preloads React put before it', () => {
    const island = splitRenderedIsland(
      '<link rel="preload" as="image" href="/images/a.svg"/>' +
        '<link rel="preload" as="image" href="/images/b&amp;c.svg" fetchPriority="high"/>' +
        '<section><img src="/images/a.svg" alt=""/></section>',
    );
    expect(island).toEqual({
      html: '<section><img src="/images/a.svg" alt=""/></section>',
      preloads: [
        { href: '/images/a.svg', options: { as: 'image' } },
        { href: '/images/b&c.svg', options: { as: 'image', fetchPriority: 'high' } },
      ],
    });
  });

  it('keeps content without images as it is', () => {
    expect(splitRenderedIsland('<section><h2>Values</h2></section>')).toEqual({
      html: '<section><h2>Values</h2></section>',
      preloads: [],
    });
  });

  it('does not remember content that uses the response’s nonce', () => {
    expect(splitRenderedIsland('<script nonce="remembered-island-nonce-probe">1</script><p>x</p>')).toBeNull();
  });

  it('does not remember content from which React hoisted anything but an image preload', () => {
    expect(splitRenderedIsland('<title>Hoisted</title><section></section>')).toBeNull();
    expect(splitRenderedIsland('<link rel="stylesheet" href="/x.css" data-precedence="default"/><p>x</p>')).toBeNull();
    // A preload of an image React describes with attributes the replay does not know.
    expect(splitRenderedIsland('<link rel="preload" as="image" href="/a.svg" media="print"/><p>x</p>')).toBeNull();
  });
});

describe('remembering an island', () => {
  it('renders each value once and gives back the same HTML after', () => {
    const remember = createRememberedIslands();
    const block = { title: 'Values' };
    let renders = 0;
    const render = () => {
      renders += 1;
      return createElement('h2', null, block.title);
    };
    expect(remember(block, render)?.html).toBe('<h2>Values</h2>');
    expect(remember(block, render)?.html).toBe('<h2>Values</h2>');
    expect(renders).toBe(1);
    // Another value (a new page version's block) is rendered on its own.
    expect(remember({ title: 'Mission' }, () => createElement('h2', null, 'Mission'))?.html).toBe('<h2>Mission</h2>');
  });

  it('leaves content that cannot render yet to the response, and tries again next time', () => {
    const remember = createRememberedIslands();
    const block = {};
    const failing = () => {
      throw new Error('not loaded');
    };
    const Failing = () => failing();
    expect(remember(block, () => createElement(Failing))).toBeNull();
    expect(remember(block, () => createElement('p', null, 'ready'))?.html).toBe('<p>ready</p>');
  });
});
