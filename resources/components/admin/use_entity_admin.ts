import { useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { useListQuery, type Filters, type ListQueryOptions } from './use_list_query'
import type { BatchAction } from './batch_buttons'
import type { RowAction } from './row_actions'

/** The API URLs of a simple admin resource, each from `apiUrl` (GET list, POST create, PUT update, DELETE { id: [...] }). */
export interface EntityEndpoints {
  list: string
  create: string
  update: string
  remove: string
}

/**
 * The list and the edits of a simple admin resource: the rows, the row being edited and
 * saving it, switching `enable` on a row, and deleting after a confirmation.
 */
export function useEntityAdmin<Row extends { id: number; enable: boolean }, F extends Filters = Filters>(
  endpoints: EntityEndpoints,
  key: string,
  options: Omit<ListQueryOptions<F>, 'endpoint' | 'key'> = {}
) {
  const list = useListQuery<Row, F>({ ...options, endpoint: endpoints.list, key })
  const [editing, setEditing] = useState<Partial<Row> | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async (values: Partial<Row>) => {
    setSaving(true)
    try {
      if (editing?.id) {
        await api.put(endpoints.update, { ...values, id: editing.id })
        Toast.success('修改成功')
      } else {
        await api.post(endpoints.create, values)
        Toast.success('新增成功')
      }
      setEditing(null)
      await list.reload()
    } catch (error: any) {
      Toast.error(error.message)
    } finally {
      setSaving(false)
    }
  }

  const toggle = async (row: Row, enable: boolean) => {
    try {
      await api.put(endpoints.update, { id: row.id, enable })
      list.patchRow(row.id, { enable } as Partial<Row>)
    } catch (error: any) {
      Toast.error(error.message)
    }
  }

  const remove = ({ ids, title, content, disabled }: { ids: number[]; title: string; content?: string; disabled?: boolean }) =>
    list.confirmDelete({ endpoint: endpoints.remove, ids, title, content, disabled })

  /** Deletes one row of a tree after a confirmation; while it still has rows under it the confirmation says `childrenFirst` and refuses. */
  const removeNode = (row: Row & { children?: unknown[] }, title: string, childrenFirst: string) => {
    const hasChildren = Boolean(row.children?.length)
    return remove({ ids: [row.id], title, content: hasChildren ? childrenFirst : undefined, disabled: hasChildren })
  }

  /**
   * A row's 删除 and the list's 批量删除, each asking first: 删除横幅「首页」？ names the row,
   * 删除选中的 3 个横幅？ counts the selection in `unit`s. `show: false` leaves both out.
   */
  const deleteActions = ({
    noun,
    unit,
    name,
    show = true,
  }: {
    noun: string
    unit: string
    name: (row: Row) => string | number
    show?: boolean
  }) => ({
    row: (row: Row): RowAction => ({
      label: '删除',
      type: 'danger',
      onClick: () => remove({ ids: [row.id], title: `删除${noun}「${name(row)}」？` }),
      show,
    }),
    batch: {
      label: '批量删除',
      type: 'danger',
      onClick: () => remove({ ids: list.selected, title: `删除选中的 ${list.selected.length} ${unit}${noun}？` }),
      show,
    } satisfies BatchAction,
  })

  return { list, editing, setEditing, saving, save, toggle, remove, removeNode, deleteActions }
}
