import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Modal, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { empty, readListAddress, writeListAddress, type Filters, type ListState } from './list_address'

export type { FilterValue, Filters } from './list_address'
type QueryValue = string | number | boolean | (string | number)[] | undefined | null
export type ApiQuery = Record<string, QueryValue>

export interface ListQueryOptions<F extends Filters> {
  /** The list API: answers `{ total, <key>: rows }`. */
  endpoint: string
  key: string
  /**
   * Every filter with the value the page opens with (`undefined` for "none", but listed, so
   * the address can hold it); 清除筛选 comes back to these.
   */
  filters?: F
  /** Filters typed into a box: edited as a draft, applied by Enter or the 搜索 button. */
  text?: (keyof F & string)[]
  /** Rows per page (10 unless said); `false` for a list the API answers whole (a tree, for instance). */
  size?: number | false
  /** The API's query for the applied filters, when it is not the filters themselves. */
  query?: (filters: F) => ApiQuery
}

/**
 * The data side of an admin list page: rows of one API list for the filters, page and size
 * the address holds (so a reload, a shared link or "back" shows the same list), the
 * selection, and a reload after a change. A newer query wins over an older answer that
 * arrives late; a failed load is shown once as a toast and leaves the last rows in place.
 */
export function useListQuery<Row extends { id: number }, F extends Filters = Filters>(options: ListQueryOptions<F>) {
  const { endpoint, key } = options
  const paged = options.size !== false
  const pageUrl = usePage().url
  const [defaults] = useState<ListState<F>>(() => ({
    filters: (options.filters ?? {}) as F,
    page: 1,
    size: options.size === false ? 0 : (options.size ?? 10),
  }))
  const [state, setState] = useState<ListState<F>>(() => readListAddress(pageUrl, defaults))
  const [draft, setDraftState] = useState<F>(state.filters)
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const [selected, setSelected] = useState<number[]>([])
  const serial = useRef(0)
  const toQuery = useRef(options.query)
  toQuery.current = options.query

  const filtersKey = JSON.stringify(state.filters)
  const apiQuery = useMemo(
    () => (toQuery.current ? toQuery.current(JSON.parse(filtersKey)) : (JSON.parse(filtersKey) as ApiQuery)),
    [filtersKey]
  )
  const requestKey = JSON.stringify(paged ? { ...apiQuery, page: state.page, size: state.size } : apiQuery)

  const load = useCallback(async () => {
    const current = ++serial.current
    setLoading(true)
    try {
      const data = await api.get<Record<string, any>>(endpoint, JSON.parse(requestKey))
      if (current !== serial.current) return
      const list = (data[key] ?? []) as Row[]
      setRows(list)
      setTotal(Number(data.total ?? list.length))
    } catch (error: any) {
      if (current === serial.current) Toast.error(error?.message ?? '加载失败')
    } finally {
      if (current === serial.current) {
        setLoading(false)
        setLoaded(true)
      }
    }
  }, [endpoint, key, requestKey])

  useEffect(() => {
    load()
  }, [load])

  useEffect(() => {
    const url = writeListAddress(window.location.href, state, defaults)
    if (url !== `${window.location.pathname}${window.location.search}`) {
      router.replace({ url, preserveState: true, preserveScroll: true })
    }
  }, [state, defaults])

  const change = (next: (current: ListState<F>) => ListState<F>) => {
    setSelected([])
    setState(next)
  }

  /** Applies some filters at once (a select, a switch); back to page 1. */
  const filter = (patch: Partial<F>) => {
    setDraftState((current) => ({ ...current, ...patch }))
    change((current) => ({ ...current, filters: { ...current.filters, ...patch }, page: 1 }))
  }

  const text = options.text ?? []
  /** Applies what is typed in the text boxes. */
  const search = () => {
    const typed = Object.fromEntries(
      text.map((name) => {
        const value = draft[name]
        return [name, typeof value === 'string' ? value.trim() : value]
      })
    ) as Partial<F>
    filter(typed)
  }

  const reload = () => {
    setSelected([])
    return load()
  }

  /**
   * Runs a change the admin asked for: says `done` and shows the list again, or shows why it
   * failed (the server's message, else `fallback`). Resolves to whether it worked.
   */
  const run = async (action: () => Promise<unknown>, done: string, fallback = '操作失败') => {
    try {
      await action()
    } catch (error: any) {
      Toast.error(error?.message ?? fallback)
      return false
    }
    Toast.success(done)
    reload()
    return true
  }

  /** The same after the admin confirms (a red OK button for what cannot be undone). */
  const confirm = (ask: {
    title: string
    content: string
    okText: string
    danger?: boolean
    /** Only explains why it cannot be done. */
    disabled?: boolean
    cancelText?: string
    done: string
    fallback?: string
    action: () => Promise<unknown>
  }) =>
    Modal.confirm({
      title: ask.title,
      content: ask.content,
      okText: ask.okText,
      cancelText: ask.cancelText ?? '取消',
      okButtonProps: { ...(ask.danger ? { type: 'danger', theme: 'solid' } : {}), disabled: ask.disabled },
      onOk: () => run(ask.action, ask.done, ask.fallback),
    })

  /** Deletes rows (DELETE `endpoint` with their ids) after the red 删除 confirmation. */
  const confirmDelete = (ask: { endpoint: string; ids: number[]; title: string; content?: string; done?: string; disabled?: boolean }) =>
    confirm({
      title: ask.title,
      content: ask.content ?? '删除后不可恢复。',
      okText: '删除',
      danger: true,
      disabled: ask.disabled,
      done: ask.done ?? '删除成功',
      fallback: '删除失败',
      action: () => api.delete(ask.endpoint, { id: ask.ids }),
    })

  const filters = state.filters
  return {
    rows,
    total,
    loading,
    loaded,
    paged,
    page: state.page,
    size: state.size,
    setPage: (page: number) => change((current) => ({ ...current, page })),
    setSize: (size: number) => change((current) => ({ ...current, page: 1, size })),
    filters,
    draft,
    setDraft: (patch: Partial<F>) => setDraftState((current) => ({ ...current, ...patch })),
    text,
    filter,
    search,
    /** Back to the filters the page opens with. */
    clear: () => filter(defaults.filters),
    /** Some filter holds a value: an empty list then means "nothing matches". */
    filtered: Object.values(filters).some((value) => !empty(value)),
    /** The filters are not the opening ones, so 清除筛选 has something to do. */
    changed: JSON.stringify(filters) !== JSON.stringify(defaults.filters),
    selected,
    setSelected,
    /** Loads the rows again after a change; the selection goes, as the rows may have. */
    reload,
    run,
    confirm,
    confirmDelete,
    /** Shows a change the server has accepted without loading the list again. */
    patchRow: (id: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row))),
  }
}

export type ListQuery<Row extends { id: number } = any, F extends Filters = any> = ReturnType<typeof useListQuery<Row, F>>
