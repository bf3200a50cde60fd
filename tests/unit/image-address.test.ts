import { describe, expect, it } from 'vitest';
import { describeImageAddress } from '#app/components/admin/image-address.ts';

describe('describeImageAddress: what the image field says about the image it holds', () => {
  it.each([
    // an upload: its file name
    [
      '/uploads/case-study-images/1732230000000-k3j9x2ab7q1z.png',
      { name: '1732230000000-k3j9x2ab7q1z.png', host: null },
    ],
    // a path on this site
    ['/images/logo.svg', { name: 'logo.svg', host: null }],
    // an image on another site, as testimonials had before photos were uploaded: its host too
    ['https://photos.example.com/people/lena-ortiz.jpg', { name: 'lena-ortiz.jpg', host: 'photos.example.com' }],
    ['http://cdn.example.org:8080/a/b/portrait.webp?w=200#x', { name: 'portrait.webp', host: 'cdn.example.org:8080' }],
    ['https://photos.example.com/people/Ana%20Lima.jpg', { name: 'Ana Lima.jpg', host: 'photos.example.com' }],
    ['/uploads/bad%E0%A4%A.png', { name: 'bad%E0%A4%A.png', host: null }],
    // no file name: the address itself
    ['https://photos.example.com/', { name: 'https://photos.example.com/', host: 'photos.example.com' }],
    ['/', { name: '/', host: null }],
  ])('%s', (url, expected) => {
    expect(describeImageAddress(url)).toEqual(expected);
  });
});
