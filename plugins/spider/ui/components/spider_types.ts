export interface Option {
  value: number
  label: string
}

export interface SpiderUrlRow {
  id: number
  url: string
  title: string
  category_id: string
  price: number
  language: string
  user_id: number
  link_pattern: string
  pattern_target: 'url' | 'text'
  depth: number
  schedule: 'once' | 'daily' | 'weekly'
  status: number
  total: number
  pages: number
  error: string
  last_run_at: string | null
  next_run_at: string | null
}

export interface SpiderDocumentRow {
  id: number
  spider_url_id: number
  url: string
  source_page: string
  title: string
  title_from_href: string
  title_from_url: string
  title_from_attachment: string
  ext: string
  size: number
  content_type: string
  attachment_id: number
  duplicate_of: number
  /** The file was already held: shown as 已存在, not as a failure to retry. */
  duplicate: boolean
  status: number
  error: string
  category_id: string
  user_id: number
  price: number
  language: string
  document_id: number
  updated_at: string | null
}

export const SCHEDULE_OPTIONS = [
  { value: 'once', label: '只采集一次' },
  { value: 'daily', label: '每天' },
  { value: 'weekly', label: '每周' },
]

/** Tag colours by state: waiting grey, running blue, done green, failed red. */
export const URL_STATUS_COLORS: Record<number, 'grey' | 'blue' | 'green' | 'red'> = { 0: 'grey', 1: 'blue', 2: 'green', 3: 'red' }
export const DOCUMENT_STATUS_COLORS: Record<number, 'grey' | 'blue' | 'green' | 'red' | 'cyan' | 'orange'> = {
  0: 'grey',
  1: 'cyan',
  2: 'blue',
  3: 'green',
  4: 'red',
  5: 'cyan',
  6: 'blue',
  7: 'green',
  8: 'orange',
}

/** The JSON text "[3,7]" of the API as the category path the picker shows. */
export function categoryPath(json: string): number[] {
  try {
    const ids = JSON.parse(json)
    return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id) && id > 0) : []
  } catch {
    return []
  }
}
