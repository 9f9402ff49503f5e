import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * Raster types we accept as images and serve inline. SVG is refused on purpose: it can carry script,
 * and served as image/svg+xml from our origin it would run with the user's session.
 */
export const rasterTypes: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

/** The image type the bytes really are (never the name or the browser's claim), or undefined. */
export async function sniffRasterType(data: Uint8Array): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(data);
  return type && rasterTypes.has(type.mime) ? type.mime : undefined;
}

/** Longest side of a thumbnail, in pixels. */
const THUMBNAIL_SIZE = 200;

/**
 * A small PNG of the image for lists and previews. Throws when the bytes do not decode as an image, so
 * a file with an image's first bytes and garbage after them is refused too.
 */
export async function makeThumbnail(data: Uint8Array): Promise<Buffer> {
  // limitInputPixels guards against decompression bombs (a tiny file that expands to gigabytes).
  return sharp(data, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
