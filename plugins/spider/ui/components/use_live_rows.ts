import { useEffect } from 'react'
import { api } from '~/lib/api'
import type { ListQuery } from '~/components/admin/use_list_query'

/**
 * While some row of the page is queued or running, reads the same page again every few
 * seconds and patches the rows in place, so the selection and scroll stay where they are.
 */
export function useLiveRows<Row extends { id: number; status: number }>(
  list: ListQuery<Row>,
  endpoint: string,
  key: string,
  query: Record<string, unknown>,
  busy: number[]
) {
  const running = list.rows.some((row) => busy.includes(row.status))
  useEffect(() => {
    if (!running) return
    const timer = setInterval(async () => {
      const page = await api.get<Record<string, Row[]>>(endpoint, { ...query, page: list.page, size: list.size } as any).catch(() => null)
      for (const row of page?.[key] ?? []) list.patchRow(row.id, row)
    }, 3000)
    return () => clearInterval(timer)
  })
}
