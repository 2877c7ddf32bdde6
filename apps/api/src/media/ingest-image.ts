import { createHash } from 'node:crypto';
import { pictureWidthsFor } from '@storefront/domain';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema';
import { ACCEPTED_IMAGE_FORMATS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_ORIGINAL_SIDE, PIPELINE_VERSION } from './image-limits';
import { originalKey, type MediaStore } from './media-store';

/** A photo the pipeline holds, as `media` stores it. */
export interface MediaRecord {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  bytes: number;
}

/** Why a file was refused, in words a merchant can act on. */
export class ImageRejectedError extends Error {}

/**
 * The preview is drawn blurred by 12 px, so 12 px across is all it needs: about 75 bytes as WebP, and it
 * travels in every response and page that shows the photo.
 */
const PLACEHOLDER_SIDE = 12;

/** The id in the photo's URL: a hash of the uploaded bytes and the pipeline's version. */
export function mediaIdFor(bytes: Buffer): string {
  return createHash('sha256').update(`pipeline-${PIPELINE_VERSION}\n`).update(bytes).digest('hex').slice(0, 16);
}

/** Reads only the header: refuses what is not an accepted image, or would decode too large, before decoding. */
async function checkImage(bytes: Buffer): Promise<sharp.Metadata> {
  if (bytes.length === 0) throw new ImageRejectedError('The file is empty.');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(`The file is ${(bytes.length / 1048576).toFixed(1)} MB; images may be at most ${MAX_IMAGE_BYTES / 1048576} MB.`);
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('The file is not an image: use JPEG, PNG, WebP, AVIF or TIFF.');
  }
  if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(metadata.format ?? '')) {
    throw new ImageRejectedError(`${String(metadata.format).toUpperCase()} images are not accepted: use JPEG, PNG, WebP, AVIF or TIFF.`);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError(
      `The image is ${width} × ${height} pixels; images may be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return metadata;
}

/** A baseline sRGB JPEG with no metadata, upright and within bounds: what normalise() would write anyway. */
function alreadyNormal(metadata: sharp.Metadata): boolean {
  const { format, exif, icc, xmp, iptc, orientation, space, channels, width = 0, height = 0 } = metadata;
  return format === 'jpeg' && !exif && !icc && !xmp && !iptc && (orientation ?? 1) === 1 && space === 'srgb' && channels === 3 &&
    Math.max(width, height) <= MAX_ORIGINAL_SIDE;
}

/**
 * Upright, sRGB, white behind transparency, no metadata (phone photos carry GPS positions), bounded size.
 * A file that is all of these already is kept as it came, not re-encoded (describe() decodes it).
 */
async function normalise(bytes: Buffer, metadata: sharp.Metadata): Promise<Buffer> {
  if (alreadyNormal(metadata)) return bytes;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_ORIGINAL_SIDE, height: MAX_ORIGINAL_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer();
  } catch {
    throw new ImageRejectedError('The image could not be read: the file may be damaged.');
  }
}

/** Its size and tiny preview; making the preview decodes every pixel, so a damaged file fails here. */
async function describe(id: string, original: Buffer): Promise<MediaRecord> {
  const { width = 0, height = 0 } = await sharp(original).metadata();
  let preview: Buffer;
  try {
    preview = await sharp(original, { failOn: 'error' })
      .resize(PLACEHOLDER_SIDE, PLACEHOLDER_SIDE, { fit: 'inside' })
      .webp({ quality: 30 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError('The image could not be read: the file may be damaged.');
  }
  return { id, width, height, placeholder: `data:image/webp;base64,${preview.toString('base64')}`, bytes: original.length };
}

/**
 * Takes a photo into the pipeline: checks it, keeps its normalised original in the store and records it in
 * `media`. The same bytes give the same id, so bringing a photo in again costs one hash and a lookup.
 * Throws ImageRejectedError for anything that is not a usable image; nothing is kept then.
 */
export async function ingestImage(db: Kysely<Database>, store: MediaStore, bytes: Buffer, now = new Date()): Promise<MediaRecord> {
  const id = mediaIdFor(bytes);
  const known = await db.selectFrom('media').select(['id', 'width', 'height', 'placeholder', 'bytes']).where('id', '=', id).executeTakeFirst();
  if (known && (await store.has(originalKey(id)))) return known;

  const stored = await store.read(originalKey(id));
  const original = stored ?? (await normalise(bytes, await checkImage(bytes)));
  const record = await describe(id, original);
  if (!stored) await store.write(originalKey(id), original);
  await db
    .insertInto('media')
    .values({ ...record, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return record;
}

/** The picture a response carries for a photo (contract schema `Picture`). */
export function pictureOf(record: Pick<MediaRecord, 'id' | 'width' | 'height' | 'placeholder'>) {
  return {
    src: `/media/${record.id}`,
    width: record.width,
    height: record.height,
    widths: pictureWidthsFor(record.width),
    placeholder: record.placeholder,
  };
}

/** The fixed-size URLs older clients read (`ImageSet`'s thumbnail, medium and large), as JPEG by default. */
export function imageSetUrls(id: string): { thumbnail: string; medium: string; large: string } {
  return { thumbnail: `/media/${id}/320`, medium: `/media/${id}/640`, large: `/media/${id}/1280` };
}
