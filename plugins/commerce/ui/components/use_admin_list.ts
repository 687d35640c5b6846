import { useCallback, useEffect, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'

type Query = Record<string, string | number | boolean | (string | number)[] | undefined>

/** A paged admin list loaded from the JSON API: rows under `key`, reloaded when the query changes. */
export function useAdminList<Row>(path: string, key: string, query: Query) {
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const queryKey = JSON.stringify(query)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const data = await api.get(path, JSON.parse(queryKey))
      setRows(data[key] ?? [])
      setTotal(data.total ?? 0)
    } catch (error) {
      Toast.error((error as Error).message)
    } finally {
      setLoading(false)
      setLoaded(true)
    }
  }, [path, key, queryKey])

  useEffect(() => {
    void load()
  }, [load])

  return { rows, total, loading, loaded, reload: load }
}
