import { useState } from 'react'
import { Button, Form, Input, Select, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconEdit } from '@douyinfe/semi-icons'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import { api } from '~/lib/api'
import { AccessPage } from '../../components/admin_panel'
import { EmptyState } from '../../components/empty_state'
import { FilterSearch } from '../../components/filter_search'
import { MethodTag } from '../../components/method_tag'
import { RemoteTable } from '../../components/remote_table'
import { useRemoteList } from '../../components/use_remote_list'
import { useNarrow } from '../../components/use_narrow'
import type { PermissionRow } from '../../components/types'

interface Props {
  can: { update: boolean }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE']

function EditPermissionModal({ row, onClose, onSaved }: { row: PermissionRow | null; onClose: () => void; onSaved: () => void }) {
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [error, setError] = useState('')
  const { saving, run } = useModalSubmit({ onDone: onSaved, onClose })
  const [current, setCurrent] = useState<PermissionRow | null>(null)

  if (row !== current) {
    setCurrent(row)
    setTitle(row?.title ?? '')
    setDescription(row?.description ?? '')
    setError('')
  }

  const submit = () => {
    if (!row) return
    if (!title.trim()) return setError('请输入权限名称')
    return run(async () => {
      await api.put('/api/v1/permission', { id: row.id, title: title.trim(), description: description.trim() })
      Toast.success('权限已更新')
    })
  }

  return (
    <SubmitModal
      className="ds-access-modal"
      title="编辑权限"
      visible={Boolean(row)}
      onClose={onClose}
      onSubmit={submit}
      okText="保存"
      saving={saving}
      width={520}
    >
      {row && (
        <Form labelPosition="top">
          <Form.Slot label="接口">
            <span className="ds-access-code">
              <MethodTag method={row.method} /> {row.path}
            </span>
          </Form.Slot>
          <Form.Slot label="标识">
            <span className="ds-access-code">{row.key}</span>
          </Form.Slot>
          <Form.Slot label={{ text: '名称', required: true }} error={{ error }}>
            <Input
              value={title}
              onChange={(value) => {
                setTitle(value)
                setError('')
              }}
              maxLength={128}
              validateStatus={error ? 'error' : 'default'}
              aria-label="名称"
            />
          </Form.Slot>
          <Form.Slot label="描述">
            <Input value={description} onChange={setDescription} maxLength={255} aria-label="描述" />
          </Form.Slot>
          <Typography.Text type="tertiary" size="small">
            接口与标识由程序定义，不能修改；改过的名称在系统升级后保留。
          </Typography.Text>
        </Form>
      )}
    </SubmitModal>
  )
}

export default function UserPermission({ can }: Props) {
  const narrow = useNarrow()
  const [keyword, setKeyword] = useState('')
  const [pathText, setPathText] = useState('')
  const [filters, setFilters] = useState<{ wd: string; path: string; method: string[] }>({ wd: '', path: '', method: [] })
  const list = useRemoteList<PermissionRow>('/api/v1/permission/list', 'permission', filters, 20)
  const [editing, setEditing] = useState<PermissionRow | null>(null)
  const filtered = Boolean(filters.wd || filters.path || filters.method.length)
  const apply = (patch: Partial<typeof filters> = {}) =>
    setFilters((current) => ({ ...current, wd: keyword.trim(), path: pathText.trim(), ...patch }))

  const columns = [
    {
      title: '接口',
      dataIndex: 'path',
      width: 320,
      render: (_: unknown, row: PermissionRow) => (
        <span className="ds-access-code">
          <MethodTag method={row.method} /> {row.path}
        </span>
      ),
    },
    {
      title: '名称',
      dataIndex: 'title',
      width: 220,
      render: (_: unknown, row: PermissionRow) => (
        <div className="ds-access-user__text">
          <Typography.Text strong>{row.title}</Typography.Text>
          {row.description && <span className="ds-access-muted">{row.description}</span>}
        </div>
      ),
    },
    {
      title: '分组',
      dataIndex: 'group',
      width: 100,
      render: (value: string) => (value ? <Tag size="small">{value}</Tag> : <span className="ds-access-muted">—</span>),
    },
    {
      title: '标识',
      dataIndex: 'key',
      width: 240,
      render: (value: string) => <span className="ds-access-code">{value}</span>,
    },
    {
      title: '开放的后台页面',
      dataIndex: 'pages',
      width: 180,
      render: (pages: string[]) =>
        pages.length ? (
          <div className="ds-access-tags">
            {pages.map((page) => (
              <Tag key={page} size="small" color="violet">
                /admin/{page}
              </Tag>
            ))}
          </div>
        ) : (
          <span className="ds-access-muted">—</span>
        ),
    },
    ...(can.update
      ? [
          {
            title: '操作',
            dataIndex: 'actions',
            width: 90,
            fixed: narrow ? undefined : ('right' as const),
            render: (_: unknown, row: PermissionRow) => (
              <Button size="small" theme="borderless" icon={<IconEdit />} onClick={() => setEditing(row)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ]

  return (
    <AccessPage
      title="权限管理"
      description="每个管理接口对应一条权限，由系统根据已启用的模块自动生成；在角色管理中把权限授予角色。"
      modals={<EditPermissionModal row={editing} onClose={() => setEditing(null)} onSaved={list.reload} />}
    >
      <div className="ds-access-filters">
        <FilterSearch
          placeholder="搜索名称或描述"
          label="搜索权限"
          value={keyword}
          onChange={setKeyword}
          onSearch={(wd) => apply({ wd })}
        />
        <Input
          className="ds-access-filters__select"
          placeholder="路径包含，如 /api/v1/user"
          value={pathText}
          onChange={setPathText}
          onEnterPress={() => apply()}
          showClear
          onClear={() => apply({ path: '' })}
          aria-label="按路径筛选"
        />
        <Select
          className="ds-access-filters__select"
          multiple
          placeholder="请求方法"
          value={filters.method}
          onChange={(value) => apply({ method: (value as string[]) ?? [] })}
          optionList={METHODS.map((method) => ({ value: method, label: method }))}
          showClear
          aria-label="按请求方法筛选"
        />
        <Button onClick={() => apply()}>搜索</Button>
      </div>
      <RemoteTable<PermissionRow>
        list={list}
        narrow={narrow}
        columns={columns}
        scrollX={1150}
        empty={<EmptyState filtered={filtered} title="还没有权限" hint="启用模块后，系统会自动生成它们的权限" />}
        pageSizeOpts={[20, 50, 100]}
      />
    </AccessPage>
  )
}
