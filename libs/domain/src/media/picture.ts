/**
 * Photos from the image pipeline (contract schema `Picture`): one original, served at fixed widths under
 * `{src}/{width}`, the format (AVIF, WebP or JPEG) chosen by the request's Accept header. The API makes the
 * widths and the browser picks among them with `srcset` and `sizes`; both read the widths from here.
 */

/**
 * Every width the pipeline serves, smallest first: phones at 1x-3x up to a wide desktop hero. 720 is there
 * for a full-width picture on a 390-412 px phone at 1.75-2x (660-780 px): with 960 next after 640, such a
 * phone downloads twice the pixels it shows.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 720, 960, 1280, 1920] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Derivatives live under `/media/{id}/{width}`; the id is a hash of the original's bytes. */
export const MEDIA_PATH_PREFIX = '/media/';

/** The part of a picture that addresses its derivatives. */
export interface PictureSource {
  src: string;
  widths: readonly number[];
}

/** The widths served for an original of this width: none wider than it, at least the smallest. */
export function pictureWidthsFor(originalWidth: number): PictureWidth[] {
  const fitting = PICTURE_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [PICTURE_WIDTHS[0]];
}

export function isPictureWidth(width: number): width is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(width);
}

export function pictureUrl(picture: PictureSource, width: number): string {
  return `${picture.src}/${width}`;
}

/** `srcset` listing every width the picture is served at. */
export function pictureSrcSet(picture: PictureSource): string {
  return picture.widths.map((width) => `${pictureUrl(picture, width)} ${width}w`).join(', ');
}

/** The `src` for browsers that ignore `srcset`: the smallest width at least `wanted`, else the largest. */
export function pictureFallbackUrl(picture: PictureSource, wanted = 640): string {
  const width = picture.widths.find((candidate) => candidate >= wanted) ?? picture.widths[picture.widths.length - 1];
  return pictureUrl(picture, width);
}

/** The id in a pipeline URL (`/media/{id}` or `/media/{id}/{width}`), or null for any other URL. */
export function mediaIdOf(url: string | null | undefined): string | null {
  const match = /^\/media\/([0-9a-f]{16,64})(?:\/\d+)?$/.exec(url ?? '');
  return match ? match[1] : null;
}
