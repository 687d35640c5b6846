/* An admin list's filters, page and size in the address bar (see use_list_query). */

export type FilterValue = string | number | boolean | (string | number)[] | undefined
export type Filters = Record<string, FilterValue>

/** No value: nothing typed, nothing chosen. */
export const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

export interface ListState<F> {
  filters: F
  page: number
  size: number
}

const number = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : text)

/**
 * Reads a filter from the address. Its type follows its opening value: text stays text, a
 * number or a list reads digits as numbers, and an empty `status=` means "cleared" for a
 * filter that opens with a value.
 */
function readFilter(params: URLSearchParams, name: string, initial: FilterValue): FilterValue {
  if (!params.has(name)) return initial
  const values = params.getAll(name)
  if (Array.isArray(initial)) return values.filter((value) => value !== '').map(number)
  const [text] = values
  if (typeof initial === 'string') return text
  if (text === '') return undefined
  if (typeof initial === 'boolean') return text === 'true'
  return number(text)
}

/** The list state an address asks for; what it does not name keeps its opening value. */
export function readListAddress<F extends Filters>(url: string, defaults: ListState<F>): ListState<F> {
  const params = new URL(url, 'http://localhost').searchParams
  const filters = Object.fromEntries(
    Object.entries(defaults.filters).map(([name, initial]) => [name, readFilter(params, name, initial)])
  ) as F
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  return {
    filters,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: defaults.size && Number.isInteger(size) && size > 0 ? size : defaults.size,
  }
}

/** The address for the state: only what differs from the opening values, other parameters kept. */
export function writeListAddress<F extends Filters>(href: string, state: ListState<F>, defaults: ListState<F>) {
  const url = new URL(href)
  for (const [name, value] of Object.entries(state.filters)) {
    url.searchParams.delete(name)
    const initial = defaults.filters[name]
    if (JSON.stringify(value ?? null) === JSON.stringify(initial ?? null)) continue
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(name, String(item)))
    else url.searchParams.set(name, empty(value) ? '' : String(value))
  }
  url.searchParams.delete('page')
  url.searchParams.delete('size')
  if (state.page !== 1) url.searchParams.set('page', String(state.page))
  if (state.size !== defaults.size) url.searchParams.set('size', String(state.size))
  return `${url.pathname}${url.search}`
}
