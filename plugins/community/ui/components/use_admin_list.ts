import { useCallback, useEffect, useRef, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'

/**
 * Rows of an admin list API ({ total, <key>: [] }) for the given query; a newer query wins
 * over an older answer that arrives late.
 */
export function useAdminList<Row>(endpoint: string, key: string, query: Record<string, unknown>) {
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const serial = useRef(0)
  const queryKey = JSON.stringify(query)

  const load = useCallback(async () => {
    const current = ++serial.current
    setLoading(true)
    try {
      const data = await api.get(endpoint, JSON.parse(queryKey))
      if (current !== serial.current) return
      setRows(data[key] ?? [])
      setTotal(Number(data.total ?? 0))
    } catch (error: any) {
      if (current === serial.current) Toast.error(error?.message ?? '加载失败')
    } finally {
      if (current === serial.current) {
        setLoading(false)
        setLoaded(true)
      }
    }
  }, [endpoint, key, queryKey])

  useEffect(() => {
    load()
  }, [load])

  return { rows, total, loading, loaded, reload: load }
}
