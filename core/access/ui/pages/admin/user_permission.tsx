import { useState } from 'react'
import { Form, Input, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconEdit } from '@douyinfe/semi-icons'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { api } from '~/lib/api'
import { MethodTag } from '../../components/method_tag'
import type { PermissionRow } from '../../components/types'
import { apiUrl } from '~/lib/api_url'
import { StackedCell } from '~/components/admin/stacked_cell'
import '../../components/access.css'

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
      await api.put(apiUrl('access.permissions.update'), { id: row.id, title: title.trim(), description: description.trim() })
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
  const list = useListQuery<PermissionRow, { wd: string; path: string; method: string[] }>({
    endpoint: apiUrl('access.permissions.index'),
    key: 'permission',
    filters: { wd: '', path: '', method: [] },
    text: ['wd', 'path'],
    size: 20,
  })
  const [editing, setEditing] = useState<PermissionRow | null>(null)

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
        <StackedCell detail={row.description}>
          <Typography.Text strong>{row.title}</Typography.Text>
        </StackedCell>
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
          rowActionsColumn<PermissionRow>({
            width: 90,
            actions: (row) => [{ label: '编辑', icon: <IconEdit />, onClick: () => setEditing(row) }],
          }),
        ]
      : []),
  ]

  return (
    <AdminListPage<PermissionRow>
      title="权限管理"
      description="每个管理接口对应一条权限，由系统根据已启用的模块自动生成；在角色管理中把权限授予角色。"
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索权限" placeholder="搜索名称或描述" />
          <ListSearch list={list} field="path" label="按路径筛选" placeholder="路径包含，如 /api/v1/user" icon={null} wide={false} />
          <ListSelect
            list={list}
            field="method"
            placeholder="请求方法"
            options={METHODS.map((method) => ({ value: method, label: method }))}
            multiple
          />
        </>
      }
      columns={columns}
      scrollX={1150}
      pageSizes={[20, 50, 100]}
      empty={{ title: '还没有权限', description: '启用模块后，系统会自动生成它们的权限' }}
      modals={<EditPermissionModal row={editing} onClose={() => setEditing(null)} onSaved={() => list.reload()} />}
    />
  )
}
