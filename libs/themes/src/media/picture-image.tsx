import { pictureFallbackUrl, pictureSrcSet, type PictureSource } from '@storefront/domain';
import { Image, type ImageProps, type ImageSource } from '@storefront/ui-kit';

/**
 * A photo from the image pipeline (the contract's `Picture`, as the SDK types it): written here by shape
 * because the themes may not import the SDK.
 */
export interface ResponsivePicture extends PictureSource {
  /** The original's intrinsic size in px. */
  width: number;
  height: number;
  /** A data: URL of a few hundred bytes, shown blurred until the photo loads. */
  placeholder: string;
}

type PassedOn = Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'sources' | 'width' | 'height' | 'placeholderSrc'>;

export type PictureImageProps = PassedOn & {
  /** The photo as responsive widths; null when it is not a pipeline photo (an SVG, an outside URL). */
  picture: ResponsivePicture | null | undefined;
  /** The plain URL: shown as before when there is no picture, and the `src` beside the srcset when there is. */
  src?: string | null;
  /** Shown blurred while `src` loads when there is no picture (the picture brings its own). */
  placeholderSrc?: string;
  /**
   * The width the image takes in its layout at each viewport width: name it next to the layout's CSS
   * (e.g. PRODUCT_GRID_IMAGE_SIZES) and keep the two in step.
   */
  sizes: string;
  /** Another picture for the viewports `media` matches (a banner's phone crop). */
  mediaPicture?: { media: string; picture: ResponsivePicture | null | undefined; src?: string | null } | null;
} & (
    | {
        /** A box of the caller's (a square card, object-fit cover): its size in px; the space it reserves. */
        width: number;
        height: number;
      }
    | {
        /** Without a box, the picture's own size reserves its space (its aspect ratio, capped at its width). */
        picture: ResponsivePicture;
        width?: undefined;
        height?: undefined;
      }
  );

/**
 * The ui-kit `Image` fed from a pipeline picture: `srcset` over every width served, the caller's `sizes`, a
 * `src` for browsers without srcset near the box's width, and the picture's inline placeholder. Without a
 * picture it is the plain `Image` of `src`. Lazy unless `priority` (the page's LCP) or `loading="eager"`.
 */
export function PictureImage({ picture, src, placeholderSrc, sizes, mediaPicture, width, height, ...rest }: PictureImageProps) {
  const boxWidth = width ?? picture?.width ?? 0;
  const boxHeight = height ?? picture?.height ?? 0;
  const sources = mediaSources(mediaPicture, sizes);
  if (!picture) {
    return <Image {...rest} src={src} placeholderSrc={placeholderSrc} width={boxWidth} height={boxHeight} sources={sources} />;
  }
  return (
    <Image
      {...rest}
      // For a browser that ignores srcset: the caller's URL when it is one of the picture's widths (the
      // thumbnail the spec names), else the width near the box's at 2x.
      src={src?.startsWith(`${picture.src}/`) ? src : pictureFallbackUrl(picture, Math.min(boxWidth * 2, picture.width))}
      srcSet={pictureSrcSet(picture)}
      sizes={sizes}
      placeholderSrc={picture.placeholder}
      width={boxWidth}
      height={boxHeight}
      sources={sources}
    />
  );
}

function mediaSources(mediaPicture: PictureImageProps['mediaPicture'], sizes: string): ImageSource[] | undefined {
  if (!mediaPicture) return undefined;
  const { media, picture, src } = mediaPicture;
  if (picture) return [{ media, srcSet: pictureSrcSet(picture), sizes, placeholderSrc: picture.placeholder }];
  return src ? [{ media, srcSet: src }] : undefined;
}
