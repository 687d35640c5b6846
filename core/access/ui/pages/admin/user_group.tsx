import { useState } from 'react'
import { Button, Space, Tag, Toast, Tooltip, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconKey, IconPlus } from '@douyinfe/semi-icons'
import { confirmAction } from '~/components/admin/confirm_action'
import { api } from '~/lib/api'
import { AccessPage } from '../../components/admin_panel'
import { EmptyState } from '../../components/empty_state'
import { FilterSearch } from '../../components/filter_search'
import { formatTime } from '../../components/format'
import { GROUP_FLAGS } from '../../components/group_flags'
import { GroupFormModal } from '../../components/group_form_modal'
import { PermissionEditor } from '../../components/permission_editor'
import { RemoteTable } from '../../components/remote_table'
import { useRemoteList } from '../../components/use_remote_list'
import { useNarrow } from '../../components/use_narrow'
import type { GroupRow } from '../../components/types'

interface Props {
  can: {
    create: boolean
    update: boolean
    delete: boolean
    viewPermissions: boolean
    setPermissions: boolean
    listPermissions: boolean
  }
}

export default function UserGroup({ can }: Props) {
  const narrow = useNarrow()
  const [keyword, setKeyword] = useState('')
  const [wd, setWd] = useState('')
  const list = useRemoteList<GroupRow>('/api/v1/group/list', 'group', { wd })
  const [editing, setEditing] = useState<GroupRow | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [permissionsOf, setPermissionsOf] = useState<GroupRow | null>(null)

  const remove = (group: GroupRow) => {
    confirmAction({
      title: `删除角色「${group.title}」？`,
      content:
        group.user_count > 0
          ? `该角色下还有 ${group.user_count} 个用户，需要先在用户管理中把他们移到其他角色。`
          : '删除后，该角色的权限设置一并删除，且无法恢复。',
      okText: '删除',
      okButtonProps: { type: 'danger', theme: 'solid' },
      fallback: '删除失败',
      action: async () => {
        await api.delete('/api/v1/group', { id: [group.id] })
        Toast.success('角色已删除')
        list.reload()
      },
    })
  }

  const columns = [
    {
      title: '角色',
      dataIndex: 'title',
      width: 220,
      fixed: narrow ? undefined : ('left' as const),
      render: (_: unknown, row: GroupRow) => (
        <div>
          <div className="ds-access-title-cell">
            <span className="ds-access-dot" style={{ background: row.color || 'var(--semi-color-fill-1)' }} />
            <Typography.Text strong>{row.title}</Typography.Text>
            {row.is_super && (
              <Tag size="small" color="red">
                超级管理员
              </Tag>
            )}
            {row.is_default && (
              <Tag size="small" color="cyan">
                默认
              </Tag>
            )}
          </div>
          {row.description && <div className="ds-access-muted">{row.description}</div>}
        </div>
      ),
    },
    {
      title: '用户数',
      dataIndex: 'user_count',
      width: 90,
      render: (value: number) => <span className="ds-access-nowrap">{value}</span>,
    },
    {
      title: '功能开关',
      dataIndex: 'flags',
      width: 360,
      render: (_: unknown, row: GroupRow) => (
        <div className="ds-access-tags">
          {GROUP_FLAGS.filter((flag) => flag.key !== 'is_default').map((flag) => (
            <Tooltip key={flag.key} content={`${row[flag.key] ? '已开启' : '已关闭'}：${flag.hint}`}>
              <Tag
                size="small"
                color={row[flag.key] ? 'green' : 'grey'}
                type={row[flag.key] ? 'light' : 'ghost'}
                style={row[flag.key] ? undefined : { textDecoration: 'line-through', opacity: 0.7 }}
              >
                {flag.label}
              </Tag>
            </Tooltip>
          ))}
        </div>
      ),
    },
    {
      title: '权限',
      dataIndex: 'permissions',
      width: 110,
      render: (_: unknown, row: GroupRow) =>
        row.is_super ? (
          <Tag color="red" size="small">
            全部权限
          </Tag>
        ) : can.viewPermissions ? (
          <Button size="small" theme="light" icon={<IconKey />} onClick={() => setPermissionsOf(row)}>
            {can.setPermissions ? '设置' : '查看'}
          </Button>
        ) : (
          <span className="ds-access-muted">无权查看</span>
        ),
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '更新时间',
      dataIndex: 'updated_at',
      width: 170,
      render: (value: string | null) => <span className="ds-access-nowrap">{formatTime(value)}</span>,
    },
    {
      title: '操作',
      dataIndex: 'actions',
      width: 150,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: GroupRow) => (
        <Space spacing={4}>
          {can.update && (
            <Button
              size="small"
              theme="borderless"
              icon={<IconEdit />}
              onClick={() => {
                setEditing(row)
                setFormOpen(true)
              }}
            >
              编辑
            </Button>
          )}
          {can.delete && (
            <Tooltip content={row.is_super ? '超级管理员角色不能删除' : row.is_default ? '默认角色不能删除' : '删除角色'}>
              <Button
                size="small"
                theme="borderless"
                type="danger"
                icon={<IconDelete />}
                disabled={row.is_super || row.is_default}
                onClick={() => remove(row)}
                aria-label={`删除 ${row.title}`}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ]

  return (
    <AccessPage
      title="角色管理"
      description="角色决定用户能做什么：功能开关作用于前台，权限决定能进入哪些后台页面、调用哪些管理接口。"
      actions={
        can.create && (
          <Button
            theme="solid"
            icon={<IconPlus />}
            onClick={() => {
              setEditing(null)
              setFormOpen(true)
            }}
          >
            新增角色
          </Button>
        )
      }
      modals={
        <>
          <GroupFormModal visible={formOpen} group={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
          <PermissionEditor
            group={permissionsOf}
            canSave={can.setPermissions && can.listPermissions}
            narrow={narrow}
            onClose={() => setPermissionsOf(null)}
          />
        </>
      }
    >
      <div className="ds-access-filters">
        <FilterSearch
          placeholder="搜索角色名称或描述"
          label="搜索角色"
          value={keyword}
          onChange={setKeyword}
          onSearch={setWd}
        />
        <Button onClick={() => setWd(keyword.trim())}>搜索</Button>
      </div>
      <RemoteTable<GroupRow>
        list={list}
        narrow={narrow}
        columns={columns}
        scrollX={1180}
        empty={<EmptyState filtered={Boolean(wd)} title="还没有角色" />}
        pageSizeOpts={[10, 20, 50]}
      />
    </AccessPage>
  )
}
