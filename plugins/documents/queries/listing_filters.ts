import { kindOfExtension, SUPPORTED_EXTENSIONS, type DocumentKind } from '../services/conversion/file_type.js'
import { firstOf } from '#core/kernel/http/query_list'

/** The category page's file type chips: query value, label, the engine's kinds it covers. */
export const EXT_GROUPS = [
  { value: 'pdf', label: 'PDF', kinds: ['pdf'] },
  { value: 'doc', label: 'Word', kinds: ['word'] },
  { value: 'ppt', label: 'PPT', kinds: ['ppt'] },
  { value: 'xls', label: 'Excel', kinds: ['excel'] },
  { value: 'txt', label: 'TXT', kinds: ['text'] },
] as const satisfies readonly { value: string; label: string; kinds: readonly DocumentKind[] }[]

export type ExtGroupValue = (typeof EXT_GROUPS)[number]['value'] | 'other' | ''

/** Sort chips: query value → column (ties broken by id, newest first). */
export const LISTING_SORTS = {
  latest: 'id',
  view_count: 'view_count',
  download_count: 'download_count',
  score: 'score',
} as const

export type ListingSort = keyof typeof LISTING_SORTS

export const LISTING_PAGE_SIZE = 20
/** Deep pages cost a large OFFSET and nobody reads them; crawlers follow the links up to here. */
export const LISTING_MAX_PAGE = 500

/** Stored extensions (with the dot) of one group. */
export function extensionsOfGroup(value: Exclude<ExtGroupValue, 'other' | ''>): string[] {
  const group = EXT_GROUPS.find((entry) => entry.value === value)!
  const kinds: readonly string[] = group.kinds
  return SUPPORTED_EXTENSIONS.filter((ext) => kinds.includes(kindOfExtension(ext))).map((ext) => `.${ext}`)
}

/** Every extension some group names: "other" is everything else. */
export function groupedExtensions() {
  return EXT_GROUPS.flatMap((group) => extensionsOfGroup(group.value))
}

export interface ListingFilters {
  ext: ExtGroupValue
  sort: ListingSort
  page: number
}

/** The query string of /category as filters; anything unknown or malformed falls back to the default. */
export function listingFiltersFrom(qs: Record<string, unknown>): ListingFilters {
  const ext = String(firstOf(qs.ext) ?? '')
  const sort = String(firstOf(qs.sort) ?? '')
  const page = Number(firstOf(qs.page))
  return {
    ext: ext === 'other' || EXT_GROUPS.some((group) => group.value === ext) ? (ext as ExtGroupValue) : '',
    sort: sort in LISTING_SORTS ? (sort as ListingSort) : 'latest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, LISTING_MAX_PAGE) : 1,
  }
}
