import { describe, expect, it } from 'vitest';
import { splitRenderedIsland } from '#app/delivery/remembered-islands.server.tsx';

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
