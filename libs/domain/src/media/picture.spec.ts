import { mediaIdOf, pictureFallbackUrl, pictureSrcSet, pictureWidthsFor } from './picture';

describe('pipeline pictures', () => {
  it('serves no width wider than the original, and at least the smallest', () => {
    expect(pictureWidthsFor(2000)).toEqual([160, 320, 480, 640, 720, 960, 1280, 1920]);
    expect(pictureWidthsFor(700)).toEqual([160, 320, 480, 640]);
    expect(pictureWidthsFor(800)).toEqual([160, 320, 480, 640, 720]);
    expect(pictureWidthsFor(90)).toEqual([160]);
  });

  it('lists every width in srcset and picks a fallback near the wanted width', () => {
    const picture = { src: '/media/0123456789abcdef', widths: [160, 320, 640] };
    expect(pictureSrcSet(picture)).toBe('/media/0123456789abcdef/160 160w, /media/0123456789abcdef/320 320w, /media/0123456789abcdef/640 640w');
    expect(pictureFallbackUrl(picture, 300)).toBe('/media/0123456789abcdef/320');
    expect(pictureFallbackUrl(picture, 1000)).toBe('/media/0123456789abcdef/640');
  });

  it('reads the id only from pipeline URLs', () => {
    expect(mediaIdOf('/media/0123456789abcdef/640')).toBe('0123456789abcdef');
    expect(mediaIdOf('/media/0123456789abcdef')).toBe('0123456789abcdef');
    expect(mediaIdOf('/assets/images/placeholder.svg')).toBeNull();
    expect(mediaIdOf('https://cdn.example.com/media/0123456789abcdef/640')).toBeNull();
    expect(mediaIdOf('/media/../../etc/640')).toBeNull();
    expect(mediaIdOf(null)).toBeNull();
  });
});
