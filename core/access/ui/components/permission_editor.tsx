import { useEffect, useMemo, useState } from 'react'
import { Banner, Button, Checkbox, Input, SideSheet, Spin, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconSearch } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import type { GroupRow, PermissionRow } from './types'
import { apiUrl } from '~/lib/api_url'
import './access.css'

/** One permission as an administrator thinks of it: a title, whatever routes it guards. */
interface PermissionEntry {
  key: string
  title: string
  group: string
  ids: number[]
}

/**
 * The rows of one permission key (a key guarding several routes has a row per route) become
 * one entry, titled by its first row, in the order the rows come.
 */
function entriesOf(rows: PermissionRow[]): PermissionEntry[] {
  const byKey = new Map<string, PermissionEntry>()
  for (const row of rows) {
    const key = row.key || `${row.method} ${row.path}`
    const entry = byKey.get(key)
    if (entry) entry.ids.push(row.id)
    else byKey.set(key, { key, title: row.title || key, group: row.group || '其他', ids: [row.id] })
  }
  return [...byKey.values()]
}

/**
 * The permissions a role holds, by title, grouped by the resource their module declares,
 * with a select-all box per resource. Saving replaces the role's whole set of rows.
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
      api.get<{ permission?: PermissionRow[] }>(apiUrl('access.permissions.index'), { page: 1, size: 1000 }),
      api.get<{ permission_id?: number[] }>(apiUrl('access.groups.permissions'), { id: group.id }),
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

  const entries = useMemo(() => entriesOf(rows), [rows])

  const sections = useMemo(() => {
    const text = keyword.trim().toLowerCase()
    const map = new Map<string, PermissionEntry[]>()
    for (const entry of entries) {
      if (text && ![entry.title, entry.key, entry.group].some((value) => value.toLowerCase().includes(text))) continue
      map.set(entry.group, [...(map.get(entry.group) ?? []), entry])
    }
    return [...map.entries()]
  }, [entries, keyword])

  const held = (entry: PermissionEntry) => entry.ids.filter((id) => checked.has(id)).length

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
      await api.put(apiUrl('access.groups.set_permissions'), { group_id: group.id, permission_id: [...checked] })
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
        <div className="ds-access-perm-footer">
          <Typography.Text type="tertiary">
            已选 {entries.filter((entry) => held(entry) === entry.ids.length).length} / {entries.length} 项
          </Typography.Text>
          <div className="ds-access-perm-footer__actions">
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
        <Banner
          type="info"
          closeIcon={null}
          description="超级管理员拥有全部权限，包括以后新增的权限，无需设置。"
          className="ds-access-perm-banner"
        />
      )}
      {!canSave && !group?.is_super && (
        <Banner type="warning" closeIcon={null} description="您可以查看该角色的权限，但没有修改权限。" className="ds-access-perm-banner" />
      )}
      {error && <Banner type="danger" closeIcon={null} description={error} className="ds-access-perm-banner" />}
      <Input
        prefix={<IconSearch />}
        placeholder="筛选权限名称或标识"
        value={keyword}
        onChange={setKeyword}
        showClear
        className="ds-access-perm-filter"
        aria-label="筛选权限"
      />
      <Spin spinning={loading} tip="加载中…" wrapperClassName="ds-full-width">
        {!loading && sections.length === 0 && !error && <Typography.Text type="tertiary">没有匹配的权限</Typography.Text>}
        {sections.map(([name, items]) => {
          const ids = items.flatMap((item) => item.ids)
          const count = ids.filter((id) => checked.has(id)).length
          const complete = items.filter((item) => held(item) === item.ids.length).length
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
                  {complete} / {items.length}
                </Tag>
              </div>
              <div className="ds-access-perm-list">
                {items.map((item) => {
                  const part = held(item)
                  return (
                    <div key={item.key} className="ds-access-perm-item">
                      <Checkbox
                        checked={part === item.ids.length}
                        indeterminate={part > 0 && part < item.ids.length}
                        disabled={!editable}
                        onChange={(event) => toggle(item.ids, Boolean(event.target.checked))}
                      >
                        {item.title}
                      </Checkbox>
                    </div>
                  )
                })}
              </div>
            </section>
          )
        })}
      </Spin>
    </SideSheet>
  )
}
