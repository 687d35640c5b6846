/** The sitemap protocol allows 50,000; we keep files at 10,000 URLs (MOREDOC does the same) so each stays small. */
export const URLS_PER_FILE = 10_000

/**
 * Regroups batches of any size into files of exactly `perFile` items (the last one shorter),
 * holding at most one file in memory.
 */
export async function* chunkUrls<T>(batches: AsyncIterable<T[]> | Iterable<T[]>, perFile = URLS_PER_FILE): AsyncGenerator<T[]> {
  if (!Number.isInteger(perFile) || perFile < 1) throw new RangeError(`perFile must be a positive integer, got ${perFile}`)
  let file: T[] = []
  for await (const batch of batches) {
    for (const item of batch) {
      file.push(item)
      if (file.length === perFile) {
        yield file
        file = []
      }
    }
  }
  if (file.length > 0) yield file
}
