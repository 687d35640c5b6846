import { useEffect, useState } from 'react'
import { api } from '~/lib/api'
import type { GroupRow } from './types'
import { apiUrl } from '~/lib/api_url'

/** Every group, for filters, tags and pickers (the list is public). */
export function useAllGroups() {
  const [groups, setGroups] = useState<GroupRow[]>([])
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    let alive = true
    api
      .get<{ group?: GroupRow[] }>(apiUrl('access.groups.index'), { page: 1, size: 1000 })
      .then((data) => alive && setGroups(data.group ?? []))
      .catch(() => alive && setGroups([]))
      .finally(() => alive && setLoading(false))
    return () => {
      alive = false
    }
  }, [])
  return { groups, loading }
}
