import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '~/lib/api'

/**
 * One statistics read for the given query; a newer query wins over an older answer that
 * arrives late. The error is kept to be shown where the figures would be.
 */
export function useReport<T>(path: string, query: Record<string, string | number | boolean | undefined>, enabled = true) {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(enabled)
  const serial = useRef(0)
  const key = JSON.stringify(query)

  const load = useCallback(async () => {
    if (!enabled) return
    const current = ++serial.current
    setLoading(true)
    try {
      const result = await api.get<T>(path, JSON.parse(key))
      if (current !== serial.current) return
      setData(result)
      setError(null)
    } catch (failure: any) {
      if (current === serial.current) setError(failure?.message ?? '加载失败')
    } finally {
      if (current === serial.current) setLoading(false)
    }
  }, [path, key, enabled])

  useEffect(() => {
    load()
  }, [load])

  return { data, error, loading, reload: load }
}
