import { css } from '@emotion/react';
import { isValidVideoLink, withVideoGalleryEntry } from '@storefront/domain';
import type { GalleryItem, Picture, ProductDetail } from '@storefront/sdk';
import { useT } from '@storefront/i18n';
import { PictureImage } from '@storefront/themes';
import { PlayIcon, VideoPlayer, useTokens } from '@storefront/ui-kit';
import { useMemo, useState } from 'react';
import { focusRing } from '../shared/styles';

/** One gallery entry as the screen shows it. */
export interface GalleryEntry {
  key: string;
  url: string;
  thumbnail: string | null;
  /** The image as responsive widths (a video's poster for the video entry), null when not a pipeline photo. */
  picture: Picture | null;
  isVideo: boolean;
}

/**
 * The product's images, then its video entry when video_url is set (the domain adds it unless the API
 * already did). A video entry whose link is not a valid embed link is left out: nothing could play it.
 */
export function galleryEntries(product: ProductDetail): GalleryEntry[] {
  const { gallery } = withVideoGalleryEntry<GalleryItem, ProductDetail>(product);
  return gallery
    .filter((entry) => !entry.is_video || isValidVideoLink(entry.url))
    .map((entry, index) => ({
      key: `${entry.is_video ? 'video' : 'image'}-${entry.id ?? 'video'}-${index}`,
      url: entry.url,
      thumbnail: entry.thumbnail ?? null,
      // The entry the domain adds for video_url has the product's own thumbnail, so its picture too.
      picture: ('picture' in entry ? entry.picture : product.image?.picture) ?? null,
      isVideo: entry.is_video,
    }));
}

const MAIN_SIZE = { width: 640, height: 640 };
const THUMB_SIZE = 72;
/** Thumbnail buttons' border, each side: the picture inside is THUMB_SIZE less twice this. */
const THUMB_BORDER_PX = 2;

/**
 * The main picture's width: the gallery column of the product layout (screens/product-detail/index.tsx:
 * one column on phones, two `minmax(0, 1fr)` columns 32 px apart from md) in the page Container (16 px
 * padding each side; 540/720/960/1140/1320 px from sm/md/lg/xl/xxl), less the frame's 1 px borders.
 * Phones: 100vw - 32 - 2 (356 px at 390); sm: 540 - 32 - 2; md: (720 - 32 - 32) / 2 - 2 (326 px at 768);
 * lg: (960 - 64) / 2 - 2; xl: (1140 - 64) / 2 - 2 (536 px at 1280); xxl: (1320 - 64) / 2 - 2.
 */
export const GALLERY_MAIN_IMAGE_SIZES =
  '(max-width: 575.98px) calc(100vw - 34px), (max-width: 767.98px) 506px, (max-width: 991.98px) 326px, ' +
  '(max-width: 1199.98px) 446px, (max-width: 1399.98px) 536px, 626px';
/** A thumbnail of the strip: a fixed square inside its button's border, at every width. */
export const GALLERY_THUMB_SIZES = `${THUMB_SIZE - 2 * THUMB_BORDER_PX}px`;

/** The main picture (or video player) and a row of thumbnails to switch between them. */
export function Gallery({ product }: { product: ProductDetail }) {
  const t = useTokens();
  const tr = useT();
  const entries = useMemo(() => galleryEntries(product), [product]);
  const [selected, setSelected] = useState(0);
  const current = entries[Math.min(selected, entries.length - 1)];
  const imageCount = entries.filter((e) => !e.isVideo).length;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space.md, minWidth: 0 }}>
      <div
        css={css`
          border: 1px solid ${t.colors.border};
          border-radius: ${t.radii.md};
          overflow: hidden;
        `}
      >
        {!current ? (
          <PictureImage
            picture={product.image?.picture}
            src={product.image?.large}
            sizes={GALLERY_MAIN_IMAGE_SIZES}
            alt={product.name}
            {...MAIN_SIZE}
            priority
          />
        ) : current.isVideo && isValidVideoLink(current.url) ? (
          <VideoPlayer src={current.url} title={tr('browse.product.video', { name: product.name })} css={{ maxWidth: '100%' }} />
        ) : (
          <PictureImage
            key={current.key}
            picture={current.picture}
            src={current.url}
            placeholderSrc={current.thumbnail ?? undefined}
            sizes={GALLERY_MAIN_IMAGE_SIZES}
            alt={product.name}
            {...MAIN_SIZE}
            // The page's largest picture (its LCP) when it is the first; a picked one is wanted at once too.
            priority
          />
        )}
      </div>
      {entries.length > 1 && (
        <ul
          aria-label={tr('browse.product.media')}
          css={css`
            display: flex;
            gap: ${t.space.sm};
            margin: 0;
            padding: 2px;
            list-style: none;
            overflow-x: auto;
          `}
        >
          {entries.map((entry, index) => {
            const active = entry === current;
            const label = entry.isVideo ? tr('shell.ui.playVideo') : tr('browse.product.image', { index: index + 1, count: imageCount });
            return (
              <li key={entry.key}>
                <button
                  type="button"
                  aria-label={label}
                  aria-pressed={active}
                  data-video={entry.isVideo || undefined}
                  onClick={() => setSelected(index)}
                  css={[
                    css`
                      position: relative;
                      display: block;
                      width: ${THUMB_SIZE}px;
                      padding: 0;
                      border: ${THUMB_BORDER_PX}px solid ${active ? t.colors.primary : t.colors.border};
                      border-radius: ${t.radii.sm};
                      background: none;
                      overflow: hidden;
                      cursor: pointer;
                    `,
                    focusRing(t),
                  ]}
                >
                  <PictureImage
                    picture={entry.picture}
                    src={entry.thumbnail}
                    sizes={GALLERY_THUMB_SIZES}
                    alt=""
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                  />
                  {entry.isVideo && (
                    <span
                      css={css`
                        position: absolute;
                        inset: 0;
                        display: grid;
                        place-items: center;
                        background: rgba(0, 0, 0, 0.35);
                        color: #fff;
                      `}
                    >
                      <PlayIcon />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
