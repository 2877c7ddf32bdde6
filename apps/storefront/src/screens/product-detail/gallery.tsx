import { css } from '@emotion/react';
import { isValidVideoLink, withVideoGalleryEntry } from '@storefront/domain';
import type { GalleryItem, ProductDetail } from '@storefront/sdk';
import { Image, PlayIcon, VideoPlayer, useTokens } from '@storefront/ui-kit';
import { useMemo, useState } from 'react';
import { focusRing } from '../shared/styles';

/** One gallery entry as the screen shows it. */
export interface GalleryEntry {
  key: string;
  url: string;
  thumbnail: string | null;
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
      isVideo: entry.is_video,
    }));
}

const MAIN_SIZE = { width: 640, height: 640 };
const THUMB_SIZE = 72;

/** The main picture (or video player) and a row of thumbnails to switch between them. */
export function Gallery({ product }: { product: ProductDetail }) {
  const t = useTokens();
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
          <Image src={product.image?.large} alt={product.name} {...MAIN_SIZE} priority />
        ) : current.isVideo && isValidVideoLink(current.url) ? (
          <VideoPlayer src={current.url} title={`${product.name} video`} css={{ maxWidth: '100%' }} />
        ) : (
          <Image
            key={current.key}
            src={current.url}
            placeholderSrc={current.thumbnail ?? undefined}
            alt={product.name}
            {...MAIN_SIZE}
            // The page's largest picture (its LCP) when it is the first; a picked one is wanted at once too.
            priority
          />
        )}
      </div>
      {entries.length > 1 && (
        <ul
          aria-label="Product media"
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
            const label = entry.isVideo ? 'Play video' : `Show image ${index + 1} of ${imageCount}`;
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
                      border: 2px solid ${active ? t.colors.primary : t.colors.border};
                      border-radius: ${t.radii.sm};
                      background: none;
                      overflow: hidden;
                      cursor: pointer;
                    `,
                    focusRing(t),
                  ]}
                >
                  <Image src={entry.thumbnail} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
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
