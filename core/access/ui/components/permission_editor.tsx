import { useEffect, useMemo, useState } from 'react'
import { Banner, Button, Checkbox, Input, SideSheet, Spin, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconSearch } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { MethodTag } from './method_tag'
import type { GroupRow, PermissionRow } from './types'

/**
 * The permission rows a role holds, grouped by the resource their module declares, with a
 * select-all box per resource. Saving replaces the role's whole set.
 */
export function PermissionEditor({
  group,
  canSave,
  narrow,
  onClose,
}: {
  group: GroupRow | null
  canSave: boolean
  narrow: boolean
  onClose: () => void
}) {
  const [rows, setRows] = useState<PermissionRow[]>([])
  const [checked, setChecked] = useState<Set<number>>(new Set())
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const [keyword, setKeyword] = useState('')

  useEffect(() => {
    if (!group) return
    let alive = true
    setLoading(true)
    setError('')
    setKeyword('')
    Promise.all([
      api.get<{ permission?: PermissionRow[] }>('/api/v1/permission/list', { page: 1, size: 1000 }),
      api.get<{ permission_id?: number[] }>('/api/v1/group/permission', { id: group.id }),
    ])
      .then(([list, held]) => {
        if (!alive) return
        setRows(list.permission ?? [])
        setChecked(new Set(held.permission_id ?? []))
      })
      .catch((failure) => alive && setError(failure?.message ?? '加载权限失败'))
      .finally(() => alive && setLoading(false))
    return () => {
      alive = false
    }
  }, [group])

  const sections = useMemo(() => {
    const text = keyword.trim().toLowerCase()
    const map = new Map<string, PermissionRow[]>()
    for (const row of rows) {
      if (text && ![row.title, row.path, row.key, row.group].some((value) => value.toLowerCase().includes(text))) continue
      const name = row.group || '其他'
      map.set(name, [...(map.get(name) ?? []), row])
    }
    return [...map.entries()]
  }, [rows, keyword])

  const toggle = (ids: number[], on: boolean) =>
    setChecked((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })

  const save = async () => {
    if (!group) return
    setSaving(true)
    try {
      await api.put('/api/v1/group/permission', { group_id: group.id, permission_id: [...checked] })
      Toast.success(`已保存「${group.title}」的权限`)
      onClose()
    } catch (failure: any) {
      Toast.error(failure?.message ?? '保存失败')
    } finally {
      setSaving(false)
    }
  }

  const editable = canSave && !group?.is_super

  return (
    <SideSheet
      title={group ? `角色权限：${group.title}` : ''}
      visible={Boolean(group)}
      onCancel={onClose}
      width={narrow ? '100%' : 720}
      bodyStyle={{ paddingBottom: 24 }}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <Typography.Text type="tertiary">
            已选 {checked.size} / {rows.length} 项
          </Typography.Text>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={onClose}>{editable ? '取消' : '关闭'}</Button>
            {editable && (
              <Button theme="solid" loading={saving} onClick={save} disabled={loading || Boolean(error)}>
                保存权限
              </Button>
            )}
          </div>
        </div>
      }
    >
      {group?.is_super && (
        <Banner type="info" closeIcon={null} description="超级管理员拥有全部权限，包括以后新增的权限，无需设置。" style={{ marginBottom: 12 }} />
      )}
      {!canSave && !group?.is_super && (
        <Banner type="warning" closeIcon={null} description="您可以查看该角色的权限，但没有修改权限。" style={{ marginBottom: 12 }} />
      )}
      {error && <Banner type="danger" closeIcon={null} description={error} style={{ marginBottom: 12 }} />}
      <Input
        prefix={<IconSearch />}
        placeholder="筛选权限名称、路径或标识"
        value={keyword}
        onChange={setKeyword}
        showClear
        style={{ marginBottom: 12 }}
        aria-label="筛选权限"
      />
      <Spin spinning={loading} tip="加载中…" style={{ width: '100%' }}>
        {!loading && sections.length === 0 && !error && (
          <Typography.Text type="tertiary">没有匹配的权限</Typography.Text>
        )}
        {sections.map(([name, items]) => {
          const ids = items.map((item) => item.id)
          const count = ids.filter((id) => checked.has(id)).length
          return (
            <section key={name} className="ds-access-perm-section">
              <div className="ds-access-perm-section__head">
                <Checkbox
                  checked={count === ids.length}
                  indeterminate={count > 0 && count < ids.length}
                  disabled={!editable}
                  onChange={(event) => toggle(ids, Boolean(event.target.checked))}
                >
                  <Typography.Text strong>{name}</Typography.Text>
                </Checkbox>
                <Tag size="small" color={count ? 'blue' : 'grey'}>
                  {count} / {ids.length}
                </Tag>
              </div>
              <div className="ds-access-perm-list">
                {items.map((item) => (
                  <div key={item.id} className="ds-access-perm-item">
                    <Checkbox
                      checked={checked.has(item.id)}
                      disabled={!editable}
                      onChange={(event) => toggle([item.id], Boolean(event.target.checked))}
                    >
                      {item.title}
                    </Checkbox>
                    <span className="ds-access-perm-item__path" title={`${item.method} ${item.path}`}>
                      <MethodTag method={item.method} /> {item.path}
                    </span>
                  </div>
                ))}
              </div>
            </section>
          )
        })}
      </Spin>
    </SideSheet>
  )
}
