/** A bookmark as a backend reads it: page 0 when its destination is not a page of the document. */
export interface RawOutlineEntry {
  title: string
  page: number
  children: RawOutlineEntry[]
}

/** A bookmark as stored and sent to the reader: a clean title and a 1-based page. */
export interface OutlineEntry {
  title: string
  page: number
  children: OutlineEntry[]
}

export interface OutlineLimits {
  /** Levels kept; deeper bookmarks are left out. */
  maxDepth: number
  /** Entries kept, in reading order. */
  maxEntries: number
  /** Characters of a title; longer ones end with an ellipsis. */
  maxTitle: number
}

export const OUTLINE_LIMITS: OutlineLimits = { maxDepth: 6, maxEntries: 1000, maxTitle: 200 }

/** What a backend reads at most, before cleaning: a hostile outline must not fill memory or the pipe. */
export const RAW_OUTLINE_LIMITS = { entries: 5000, depth: 16, titleChars: 400 }

function cleanTitle(title: unknown, maxTitle: number) {
  const flat = String(title ?? '')
    // control characters (a PDF's text strings may carry them) become spaces, then runs of space one
    .replace(/[\p{Cc}\u2028\u2029\ufeff]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > maxTitle ? `${flat.slice(0, maxTitle - 1).trimEnd()}…` : flat
}

export function countOutline(entries: OutlineEntry[]): number {
  return entries.reduce((total, entry) => total + 1 + countOutline(entry.children), 0)
}

/**
 * The outline the reader shows, from what a backend read: titles trimmed and their whitespace
 * collapsed; an entry without a title gives its place to its children; an entry whose
 * destination is not a page of the document takes its first child's page, or is left out;
 * at most maxDepth levels and maxEntries entries. An outline of a single entry goes nowhere
 * a reader could not go by scrolling and is dropped.
 */
export function cleanOutline(raw: RawOutlineEntry[], pages: number, limits: OutlineLimits = OUTLINE_LIMITS): OutlineEntry[] {
  let kept = 0
  const walk = (entries: RawOutlineEntry[], depth: number): OutlineEntry[] => {
    const out: OutlineEntry[] = []
    for (const entry of Array.isArray(entries) ? entries : []) {
      if (kept >= limits.maxEntries) break
      const title = cleanTitle(entry?.title, limits.maxTitle)
      const rawChildren = Array.isArray(entry?.children) ? entry.children : []
      if (!title) {
        out.push(...walk(rawChildren, depth))
        continue
      }
      const page = Number(entry.page)
      const onPage = Number.isInteger(page) && page >= 1 && page <= pages
      kept += 1
      const children = depth + 1 < limits.maxDepth ? walk(rawChildren, depth + 1) : []
      const landing = onPage ? page : children[0]?.page
      if (landing) out.push({ title, page: landing, children })
      else kept -= 1
    }
    return out
  }
  const outline = walk(raw, 0)
  return countOutline(outline) > 1 ? outline : []
}
