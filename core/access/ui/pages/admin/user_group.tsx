import { useState } from 'react'
import { Button, Tag, Tooltip, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconKey, IconPlus } from '@douyinfe/semi-icons'
import { AdminListPage, ListSearch } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { useMediaQuery } from '~/hooks/use_media_query'
import { GROUP_FLAGS, capabilitySwitches, type CapabilityOption } from '../../components/group_flags'
import { GroupFormModal } from '../../components/group_form_modal'
import { PermissionEditor } from '../../components/permission_editor'
import type { GroupRow } from '../../components/types'
import { apiUrl } from '~/lib/api_url'
import '../../components/access.css'

interface Props {
  can: {
    create: boolean
    update: boolean
    delete: boolean
    viewPermissions: boolean
    setPermissions: boolean
    listPermissions: boolean
  }
  /** The capabilities the enabled plugins register: one switch each. */
  capabilities: CapabilityOption[]
}

export default function UserGroup({ can, capabilities }: Props) {
  const switches = [...capabilitySwitches(capabilities), ...GROUP_FLAGS.filter((flag) => flag.key !== 'is_default')]
  const narrow = useMediaQuery('(max-width: 767px)')
  const list = useListQuery<GroupRow>({ endpoint: apiUrl('access.groups.index'), key: 'group', filters: { wd: '' }, text: ['wd'] })
  const [editing, setEditing] = useState<GroupRow | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [permissionsOf, setPermissionsOf] = useState<GroupRow | null>(null)

  const remove = (group: GroupRow) =>
    list.confirmDelete({
      endpoint: apiUrl('access.groups.destroy'),
      ids: [group.id],
      title: `删除角色「${group.title}」？`,
      content:
        (group.user_count ?? 0) > 0
          ? `该角色下还有 ${group.user_count} 个用户，需要先在用户管理中把他们移到其他角色。`
          : '删除后，该角色的权限设置一并删除，且无法恢复。',
      done: '角色已删除',
    })

  const columns = [
    {
      title: '角色',
      dataIndex: 'title',
      width: 220,
      fixed: 'left' as const,
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
      render: (value: number) => <span className="ds-admin-nowrap">{value}</span>,
    },
    {
      title: '功能开关',
      dataIndex: 'flags',
      width: 360,
      render: (_: unknown, row: GroupRow) => (
        <div className="ds-access-tags">
          {switches.map((flag) => (
            <Tooltip key={flag.key} content={`${row[flag.key] ? '已开启' : '已关闭'}：${flag.hint}`}>
              <Tag
                size="small"
                color={row[flag.key] ? 'green' : 'grey'}
                type={row[flag.key] ? 'light' : 'ghost'}
                className={row[flag.key] ? undefined : 'ds-access-flag--off'}
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
    timeColumn<GroupRow>('更新时间', 'updated_at'),
    rowActionsColumn<GroupRow>({
      width: 150,
      actions: (row) => [
        {
          label: '编辑',
          icon: <IconEdit />,
          onClick: () => {
            setEditing(row)
            setFormOpen(true)
          },
          show: can.update,
        },
        {
          type: 'danger',
          icon: <IconDelete />,
          disabled: row.is_super || row.is_default,
          tooltip: row.is_super ? '超级管理员角色不能删除' : row.is_default ? '默认角色不能删除' : '删除角色',
          ariaLabel: `删除 ${row.title}`,
          onClick: () => remove(row),
          show: can.delete,
        },
      ],
    }),
  ]

  return (
    <AdminListPage<GroupRow>
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
      list={list}
      filters={<ListSearch list={list} field="wd" label="搜索角色" placeholder="搜索角色名称或描述" />}
      columns={columns}
      scrollX={1180}
      pageSizes={[10, 20, 50]}
      empty={{ title: '还没有角色' }}
      modals={
        <>
          <GroupFormModal
            visible={formOpen}
            group={editing}
            capabilities={capabilities}
            onClose={() => setFormOpen(false)}
            onSaved={() => list.reload()}
          />
          <PermissionEditor
            group={permissionsOf}
            canSave={can.setPermissions && can.listPermissions}
            narrow={narrow}
            onClose={() => setPermissionsOf(null)}
          />
        </>
      }
    />
  )
}
