import { useCallback, useEffect, useState } from 'react'
import { api } from '~/lib/api'

/** Loads one API path on mount; `reload` asks again (the dashboard's cards load on their own). */
export function useApi<T>(path: string, enabled = true) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: enabled,
  })
  const load = useCallback(() => {
    if (!enabled) return
    setState((previous) => ({ ...previous, loading: true, error: null }))
    api
      .get<T>(path)
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: Error) => setState({ data: null, error: error.message, loading: false }))
  }, [path, enabled])
  useEffect(load, [load])
  return { ...state, reload: load }
}
