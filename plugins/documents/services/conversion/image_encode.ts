import sharp, { type Sharp } from 'sharp'
import type { RasterFrame } from './pnm_stream.js'

export type RasterFormat = 'webp' | 'jpg' | 'png'

export interface EncodeOptions {
  /** Lossy quality for WebP and JPEG (1-100). Default 80. */
  quality: number
  /**
   * WebP effort (0-6). Default 0: on an A4 page at 108 dpi it costs about a third of the
   * libwebp default of 4 for files ~20 % larger; 1 is as large as 0 and slower, 2 is ~15 %
   * smaller at 1.4× the time (see docs/conversion.md).
   */
  webpEffort: number
}

export const DEFAULT_ENCODE: EncodeOptions = { quality: 80, webpEffort: 0 }

function fromFrame(frame: RasterFrame) {
  const image = sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: frame.channels } })
  // unpdf frames are RGBA: flatten transparent areas onto white paper.
  return frame.channels === 4 ? image.flatten({ background: '#ffffff' }) : image
}

function encode(image: Sharp, format: RasterFormat, options: EncodeOptions) {
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality: options.quality, mozjpeg: false, chromaSubsampling: '4:2:0' })
    case 'png':
      return image.png({ compressionLevel: 6, adaptiveFiltering: false })
    default:
      return image.webp({ quality: options.quality, effort: options.webpEffort, smartSubsample: false })
  }
}

/** One page preview, encoded from raw pixels. */
export async function encodePage(frame: RasterFrame, format: RasterFormat, target: string, options: EncodeOptions) {
  const info = await encode(fromFrame(frame), format, options).toFile(target)
  return info.size
}

/** The cover: page 1, optionally scaled down to coverWidth pixels wide. */
export async function encodeCover(frame: RasterFrame, format: RasterFormat, target: string, coverWidth: number, options: EncodeOptions) {
  let image = fromFrame(frame)
  if (coverWidth > 0 && frame.width > coverWidth) image = image.resize({ width: coverWidth })
  const info = await encode(image, format, options).toFile(target)
  return { width: info.width, height: info.height, size: info.size }
}

/**
 * The list thumbnail: page 1 fitted into an A4-shaped box (210:297) on white, so portrait
 * pages, landscape slides and square images all line up in document lists.
 */
export async function encodeThumbnail(frame: RasterFrame, format: RasterFormat, target: string, width: number, options: EncodeOptions) {
  const height = Math.round((width * 297) / 210)
  const image = fromFrame(frame).resize({ width, height, fit: 'contain', background: '#ffffff', kernel: 'lanczos3' })
  const info = await encode(image, format, { ...options, quality: Math.min(options.quality, 75) }).toFile(target)
  return { width: info.width, height: info.height, size: info.size }
}
