import { PictureImage, type ResponsivePicture } from './picture-image';

export interface SquareThumbnailProps {
  /** The thumbnail URL and, for a pipeline photo, its picture. */
  thumbnail: string | null | undefined;
  picture: ResponsivePicture | null | undefined;
  /** The square's side in px, the same at every viewport (so it is the picture's `sizes` too). */
  px: number;
}

/**
 * A product's picture as a fixed square beside its line (cart, wishlist, search results, order lines, My
 * Orders): decorative, as the line names the product in text.
 */
export function SquareThumbnail({ thumbnail, picture, px }: SquareThumbnailProps) {
  return <PictureImage picture={picture} src={thumbnail} sizes={`${px}px`} alt="" width={px} height={px} />;
}
