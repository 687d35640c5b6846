const HASH = /^[0-9a-f]{32}$/

function folder(hash: string) {
  if (!HASH.test(hash)) throw new Error(`Invalid document hash: ${hash}`)
  return `documents/${hash.slice(0, 2)}/${hash.slice(2, 4)}`
}

/**
 * Where a document's files live on the drive disk, by the md5 of the original: identical
 * uploads share the original and everything rendered from it.
 *
 *   documents/ab/cd/<hash>.<ext>          the original
 *   documents/ab/cd/<hash>/<n><previewExt> page previews (1.webp …)
 *   documents/ab/cd/<hash>/<n>.layer.gzip.json  each preview page's text layer (gzip-compressed JSON)
 *   documents/ab/cd/<hash>/cover.<fmt>    cover and thumb.<fmt>
 *   documents/ab/cd/<hash>/document.pdf   the PDF made from a non-PDF original
 *   documents/ab/cd/<hash>/zoom/<n>.webp  a page at twice the preview's width, made when first asked for
 */
export const documentFiles = {
  original(hash: string, ext: string) {
    return `${folder(hash)}/${hash}.${ext.replace(/^\./, '')}`
  },
  derived(hash: string, file: string) {
    if (file.includes('/') || file.includes('..')) throw new Error(`Invalid derived file: ${file}`)
    return `${folder(hash)}/${hash}/${file}`
  },
  derivedPrefix(hash: string) {
    return `${folder(hash)}/${hash}/`
  },
  zoom(hash: string, file: string) {
    if (file.includes('/') || file.includes('..')) throw new Error(`Invalid zoom file: ${file}`)
    return `${folder(hash)}/${hash}/zoom/${file}`
  },
  zoomPrefix(hash: string) {
    return `${folder(hash)}/${hash}/zoom/`
  },
}
