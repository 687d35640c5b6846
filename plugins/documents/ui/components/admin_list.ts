import { useCallback, useEffect, useRef, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'

type Query = Record<string, string | number | boolean | (string | number | boolean)[] | undefined | null>

/**
 * A paged admin list from the API ({ total, <key>: [...] }), reloaded when the page, the
 * size or the filters change (a filter change goes back to page 1). A failed load is shown
 * once as a toast and leaves the last rows in place.
 */
export function useAdminList<Row>(path: string, key: string, filters: Query, initialSize = 10) {
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [paging, setPaging] = useState({ page: 1, size: initialSize })
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const serial = useRef(0)
  const filterKey = JSON.stringify(filters)
  const lastFilterKey = useRef(filterKey)

  const load = useCallback(async () => {
    const current = ++serial.current
    setLoading(true)
    try {
      const data = await api.get<Record<string, any>>(path, { ...JSON.parse(filterKey), ...paging } as Query as any)
      if (current !== serial.current) return
      setRows((data[key] ?? []) as Row[])
      setTotal(Number(data.total ?? 0))
    } catch (error: any) {
      if (current === serial.current) Toast.error(error?.message ?? '加载失败')
    } finally {
      if (current === serial.current) {
        setLoading(false)
        setLoaded(true)
      }
    }
  }, [path, key, filterKey, paging])

  useEffect(() => {
    if (lastFilterKey.current !== filterKey && paging.page !== 1) {
      lastFilterKey.current = filterKey
      setPaging((value) => ({ ...value, page: 1 }))
      return
    }
    lastFilterKey.current = filterKey
    load()
  }, [load, filterKey, paging.page])

  return {
    rows,
    total,
    page: paging.page,
    size: paging.size,
    loading,
    loaded,
    setPage: (page: number) => setPaging((value) => ({ ...value, page })),
    setSize: (size: number) => setPaging({ page: 1, size }),
    reload: load,
  }
}
