import { useCallback, useEffect, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { confirmAction } from './confirm_action'

type Query = Record<string, string | number | boolean | undefined>

/**
 * The data side of a simple admin list backed by `<endpoint>/list` and `<endpoint>`
 * (POST create, PUT update, DELETE { id: [...] }): loading the list, the row being edited,
 * saving it, switching `enable` on a row and deleting after a confirmation.
 */
export function useEntityAdmin<Row extends { id: number; enable: boolean }>(endpoint: string, key: string, query: Query) {
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [editing, setEditing] = useState<Partial<Row> | null>(null)
  const [saving, setSaving] = useState(false)
  const queryKey = JSON.stringify(query)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const data = await api.get(`${endpoint}/list`, JSON.parse(queryKey))
      setRows(data[key] ?? [])
      setTotal(data.total ?? 0)
    } catch (error: any) {
      Toast.error(error.message)
    } finally {
      setLoading(false)
    }
  }, [endpoint, key, queryKey])

  useEffect(() => {
    load()
  }, [load])

  const save = async (values: Partial<Row>) => {
    setSaving(true)
    try {
      if (editing?.id) {
        await api.put(endpoint, { ...values, id: editing.id })
        Toast.success('修改成功')
      } else {
        await api.post(endpoint, values)
        Toast.success('新增成功')
      }
      setEditing(null)
      await load()
    } catch (error: any) {
      Toast.error(error.message)
    } finally {
      setSaving(false)
    }
  }

  const toggle = async (row: Row, enable: boolean) => {
    try {
      await api.put(endpoint, { id: row.id, enable })
      setRows((current) => current.map((item) => (item.id === row.id ? { ...item, enable } : item)))
    } catch (error: any) {
      Toast.error(error.message)
    }
  }

  const remove = ({
    ids,
    title,
    content = '删除后不可恢复。',
    disabled,
    onDeleted,
  }: {
    ids: number[]
    title: string
    content?: string
    disabled?: boolean
    onDeleted?: () => void
  }) => {
    confirmAction({
      title,
      content,
      okText: '删除',
      cancelText: '取消',
      okButtonProps: disabled === undefined ? { type: 'danger', theme: 'solid' } : { type: 'danger', theme: 'solid', disabled },
      fallback: '删除失败',
      action: async () => {
        await api.delete(endpoint, { id: ids })
        Toast.success('删除成功')
        onDeleted?.()
        await load()
      },
    })
  }

  return { rows, total, loading, load, editing, setEditing, saving, save, toggle, remove }
}
