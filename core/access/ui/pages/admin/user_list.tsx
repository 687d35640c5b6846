import { useMemo, useState } from 'react'
import { Avatar, Button, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconShield, IconUserAdd } from '@douyinfe/semi-icons'
import { useShared } from '~/lib/shared_props'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { batchButtons } from '~/components/admin/batch_buttons'
import { timeColumn } from '~/components/admin/time_column'
import { useAllGroups } from '../../components/groups_hook'
import { UserFormModal } from '../../components/user_form_modal'
import { DeleteUsersModal } from '../../components/delete_users_modal'
import { PunishModal } from '../../components/punish_modal'
import type { AdminUserRow, PunishmentTypeOption } from '../../components/types'
import { apiUrl } from '~/lib/api_url'
import { StackedCell } from '~/components/admin/stacked_cell'
import '../../components/access.css'

interface Props {
  can: { create: boolean; update: boolean; delete: boolean; punish: boolean }
  /** Only super admins grant or take back the super-admin role. */
  isSuper: boolean
  punishmentTypes: PunishmentTypeOption[]
}

export default function UserList({ can, isSuper, punishmentTypes }: Props) {
  const { user: me } = useShared()
  const { groups } = useAllGroups()
  const list = useListQuery<AdminUserRow, { wd: string; group_id: number[] }>({
    endpoint: apiUrl('access.users.index'),
    key: 'user',
    filters: { wd: '', group_id: [] },
    text: ['wd'],
  })
  const [editing, setEditing] = useState<AdminUserRow | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<{ id: number; username: string }[]>([])
  const [punishing, setPunishing] = useState<AdminUserRow[] | null>(null)

  const groupById = useMemo(() => new Map(groups.map((group) => [group.id, group])), [groups])
  const superIds = useMemo(() => new Set(groups.filter((group) => group.is_super).map((group) => group.id)), [groups])
  const selectedRows = list.rows.filter((row) => list.selected.includes(row.id))

  const openCreate = () => {
    setEditing(null)
    setFormOpen(true)
  }
  const openEdit = (row: AdminUserRow) => {
    setEditing(row)
    setFormOpen(true)
  }
  const afterChange = () => list.reload()

  // The minimum widths keep a name, an email and a role tag readable when the table is fitted to a laptop's card.
  const columns = [
    {
      title: '用户',
      dataIndex: 'username',
      fixed: 'left' as const,
      width: 220,
      minWidth: 160,
      render: (_: unknown, row: AdminUserRow) => (
        <div className="ds-access-user">
          <Avatar size="small" src={row.avatar || undefined} alt={row.username} color="light-blue">
            {row.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <StackedCell detail={`#${row.id}${row.realname ? ` · ${row.realname}` : ''}`}>
            <Typography.Text strong ellipsis={{ showTooltip: true }} className="ds-access-cell-name">
              {row.username}
            </Typography.Text>
          </StackedCell>
        </div>
      ),
    },
    {
      title: '联系方式',
      dataIndex: 'email',
      width: 220,
      minWidth: 110,
      render: (_: unknown, row: AdminUserRow) => (
        <StackedCell detail={row.mobile || '未绑定手机'}>
          {row.email ? (
            <Typography.Text ellipsis={{ showTooltip: true }} className="ds-access-cell-email">
              {row.email}
            </Typography.Text>
          ) : (
            <span className="ds-access-muted">未填写邮箱</span>
          )}
        </StackedCell>
      ),
    },
    {
      title: '角色',
      dataIndex: 'group_id',
      width: 200,
      minWidth: 100,
      render: (ids: number[]) => (
        <div className="ds-access-tags">
          {ids.length === 0 && <span className="ds-access-muted">无</span>}
          {ids.map((id) => {
            const group = groupById.get(id)
            return (
              <Tag
                key={id}
                size="small"
                color={group?.is_super ? 'red' : group?.is_default ? 'grey' : 'blue'}
                style={group?.color && !group.is_super ? { color: group.color } : undefined}
              >
                {group?.title ?? `#${id}`}
              </Tag>
            )
          })}
        </div>
      ),
    },
    {
      title: '文档 / 文章 / 评论',
      dataIndex: 'doc_count',
      width: 150,
      render: (_: unknown, row: AdminUserRow) => `${row.doc_count} / ${row.article_count} / ${row.comment_count}`,
    },
    timeColumn<AdminUserRow>('注册时间', 'created_at', { detail: (row) => row.register_ip }),
    timeColumn<AdminUserRow>('最后登录', 'login_at', {
      detail: (row) => row.last_login_ip,
      missing: <span className="ds-access-muted">从未登录</span>,
    }),
    rowActionsColumn<AdminUserRow>({
      width: 200,
      actions: (row) => {
        const isMe = me?.id === row.id
        const rowIsSuper = row.group_id.some((id) => superIds.has(id))
        return [
          { label: '编辑', icon: <IconEdit />, onClick: () => openEdit(row), disabled: rowIsSuper && !isSuper, show: can.update },
          {
            label: '处罚',
            type: 'warning',
            icon: <IconShield />,
            onClick: () => setPunishing([row]),
            disabled: rowIsSuper,
            show: can.punish,
          },
          {
            type: 'danger',
            icon: <IconDelete />,
            disabled: isMe,
            tooltip: isMe ? '不能删除自己的账户' : '删除用户',
            ariaLabel: `删除 ${row.username}`,
            onClick: () => setDeleting([{ id: row.id, username: row.username }]),
            show: can.delete,
          },
        ]
      },
    }),
  ]

  return (
    <AdminListPage<AdminUserRow>
      title="用户管理"
      description={`共 ${list.total} 位用户`}
      actions={
        can.create && (
          <Button theme="solid" icon={<IconUserAdd />} onClick={openCreate}>
            新增用户
          </Button>
        )
      }
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索用户" placeholder="搜索用户名、姓名、邮箱或手机号" />
          <ListSelect
            list={list}
            field="group_id"
            placeholder="按角色筛选"
            options={groups.map((group) => ({
              value: group.id,
              label: group.user_count === undefined ? group.title : `${group.title}（${group.user_count}）`,
            }))}
            multiple
          />
        </>
      }
      batch={batchButtons([
        { label: '批量处罚', type: 'warning', onClick: () => setPunishing(selectedRows), show: can.punish },
        {
          label: '批量删除',
          type: 'danger',
          onClick: () =>
            setDeleting(selectedRows.filter((row) => row.id !== me?.id).map((row) => ({ id: row.id, username: row.username }))),
          show: can.delete,
        },
      ])}
      unit="位用户"
      selectable={(row) => row.id !== me?.id}
      columns={columns}
      scrollX={1180}
      empty={{
        title: '还没有用户',
        description: can.create ? '点击右上角“新增用户”添加第一位用户' : undefined,
      }}
      modals={
        <>
          <UserFormModal
            visible={formOpen}
            user={editing}
            groups={groups}
            canGrantSuper={isSuper}
            onClose={() => setFormOpen(false)}
            onSaved={afterChange}
          />
          <DeleteUsersModal users={deleting} onClose={() => setDeleting([])} onDeleted={afterChange} />
          <PunishModal
            visible={punishing !== null}
            users={(punishing ?? []).map((row) => ({ id: row.id, username: row.username, avatar: row.avatar }))}
            types={punishmentTypes}
            onClose={() => setPunishing(null)}
            onDone={afterChange}
          />
        </>
      }
    />
  )
}
