import { useCallback, useEffect, useRef, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'

type Query = Record<string, string | number | boolean | (string | number)[] | undefined | null>

/**
 * A paged list from the API ({ total, <key>: [...] }), reloaded when the page, the size or
 * the filters change. Failures are shown once as a toast and leave the last rows in place.
 */
export function useRemoteList<Row>(path: string, key: string, filters: Query, initialSize = 10) {
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(initialSize)
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const serial = useRef(0)
  const filterKey = JSON.stringify(filters)

  const load = useCallback(async () => {
    const current = ++serial.current
    setLoading(true)
    try {
      const data = await api.get<Record<string, any>>(path, { ...JSON.parse(filterKey), page, size })
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
  }, [path, key, filterKey, page, size])

  useEffect(() => {
    load()
  }, [load])

  useEffect(() => {
    setPage(1)
  }, [filterKey])

  return { rows, total, page, size, loading, loaded, setPage, setSize, reload: load }
}
