import sharp, { type Metadata } from 'sharp';
import { appError } from '../../errors.ts';

/** Above this a photo is refused before it is decoded: a small file can claim a huge canvas. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Avatars are shown at most a few hundred pixels wide; this keeps them sharp on dense screens. */
const AVATAR_SIZE = 512;

/** sharp's names for the formats the profile takes (AVIF is HEIF with AV1 compression). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Checks that the bytes are a photo, whatever the upload's name or declared type, and re-encodes
 * them as a WebP of at most 512 x 512. Re-encoding drops every metadata block (EXIF location,
 * comments) and anything smuggled after the image data; the pixel limit is checked from the
 * header, before anything is decoded.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw appError('FILE_REQUIRED');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw refusal(error);
  }
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!ACCEPTED.has(metadata.format) && !avif) throw appError('FILE_NOT_IMAGE');
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw appError('IMAGE_TOO_MANY_PIXELS');
  try {
    return await sharp(bytes, options)
      .rotate() // upright by its EXIF orientation, before the EXIF block is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}

/** What sharp's failure means for the person uploading. */
function refusal(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('pixel limit')) return appError('IMAGE_TOO_MANY_PIXELS');
  return appError('FILE_NOT_IMAGE');
}
