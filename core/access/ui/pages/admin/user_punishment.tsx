import { useId, useState } from 'react'
import { Button, Popover, Select, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconEdit, IconHistory, IconPlus, IconUndo } from '@douyinfe/semi-icons'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn, TimeText } from '~/components/admin/time_column'
import { batchButtons } from '~/components/admin/batch_buttons'
import { api } from '~/lib/api'
import { EditPunishmentModal } from '../../components/edit_punishment_modal'
import { formatDateTime } from '~/lib/format'
import { PunishModal } from '../../components/punish_modal'
import type { PunishmentRow, PunishmentTypeOption } from '../../components/types'
import { apiUrl } from '~/lib/api_url'
import '../../components/access.css'
import { tagColumn } from '~/components/admin/tag_column'
import { StackedCell } from '~/components/admin/stacked_cell'

interface Props {
  can: { create: boolean; update: boolean; cancel: boolean; searchUsers: boolean }
  punishmentTypes: PunishmentTypeOption[]
}

const ACTIONS: Record<number, string> = { 1: '创建', 2: '修改', 3: '取消' }
/** Types are registered by plugins: each value keeps one color of the cycle (1 禁用账户 is red). */
const TYPE_COLORS = ['red', 'orange', 'amber', 'violet', 'pink', 'indigo'] as const
const typeColor = (value: number) => TYPE_COLORS[(((value - 1) % TYPE_COLORS.length) + TYPE_COLORS.length) % TYPE_COLORS.length]

function stateOf(row: PunishmentRow) {
  if (!row.enable) return { label: '已取消', color: 'grey' as const }
  if (row.in_force) return { label: '生效中', color: 'red' as const }
  if (row.start_time && new Date(row.start_time) > new Date()) return { label: '未开始', color: 'blue' as const }
  return { label: '已过期', color: 'grey' as const }
}

export default function UserPunishment({ can, punishmentTypes }: Props) {
  const enableLabel = useId()
  const list = useListQuery<PunishmentRow, { wd: string; type: number[]; enable: number[] }>({
    endpoint: apiUrl('access.punishments.index'),
    key: 'punishment',
    filters: { wd: '', type: [], enable: [] },
    text: ['wd'],
  })
  const { filters } = list
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<PunishmentRow | null>(null)
  const cancel = (rows: PunishmentRow[]) => {
    const active = rows.filter((row) => row.enable)
    if (active.length === 0) return Toast.info('所选处罚都已取消')
    list.confirm({
      title: active.length === 1 ? `取消对 ${active[0].username} 的处罚？` : `取消 ${active.length} 条处罚？`,
      content: '取消后立即解除限制，记录会保留。',
      okText: '取消处罚',
      cancelText: '再想想',
      done: '处罚已取消',
      action: () => api.put(apiUrl('access.punishments.cancel'), { id: active.map((row) => row.id) }),
    })
  }

  const columns = [
    {
      title: '用户',
      dataIndex: 'username',
      width: 150,
      fixed: 'left' as const,
      render: (value: string, row: PunishmentRow) => (
        <StackedCell detail={`#${row.user_id}`}>
          <Typography.Text strong ellipsis={{ showTooltip: true }} className="ds-access-cell-name ds-access-cell-name--narrow">
            {value || '已删除用户'}
          </Typography.Text>
        </StackedCell>
      ),
    },
    tagColumn<PunishmentRow>('类型', 'type', (row) => ({ label: row.type_label, color: typeColor(row.type) }), { width: 130 }),
    {
      title: '状态',
      dataIndex: 'enable',
      width: 90,
      render: (_: unknown, row: PunishmentRow) => {
        const state = stateOf(row)
        return (
          <Tag size="small" color={state.color} type={state.color === 'grey' ? 'ghost' : 'light'}>
            {state.label}
          </Tag>
        )
      },
    },
    {
      title: '原因',
      dataIndex: 'reason',
      width: 200,
      render: (value: string, row: PunishmentRow) => (
        <StackedCell detail={row.remark && `备注：${row.remark}`}>
          <span>{value || <span className="ds-access-muted">未填写</span>}</span>
        </StackedCell>
      ),
    },
    {
      ...timeColumn<PunishmentRow>('开始时间', 'start_time'),
      render: (value: string | null, row: PunishmentRow) => <TimeText value={value ?? row.created_at} />,
    },
    timeColumn<PunishmentRow>('结束时间', 'end_time', { missing: <Tag size="small">永久</Tag> }),
    {
      title: '操作记录',
      dataIndex: 'operator_list',
      width: 100,
      render: (entries: PunishmentRow['operator_list']) =>
        entries.length ? (
          <Popover
            position="left"
            showArrow
            content={
              <div className="ds-access-history">
                {entries.map((entry, index) => (
                  <span key={index}>
                    {formatDateTime(entry.time)} · {entry.username || `#${entry.user_id}`} {ACTIONS[entry.action] ?? '操作'}
                  </span>
                ))}
              </div>
            }
          >
            <Button size="small" theme="borderless" icon={<IconHistory />} aria-label={`${entries.length} 条操作记录`}>
              {entries.length}
            </Button>
          </Popover>
        ) : (
          <span className="ds-access-muted">—</span>
        ),
    },
    rowActionsColumn<PunishmentRow>({
      width: 160,
      actions: (row) => [
        { label: '编辑', icon: <IconEdit />, onClick: () => setEditing(row), show: can.update },
        { label: '取消', type: 'warning', icon: <IconUndo />, onClick: () => cancel([row]), show: can.cancel && row.enable },
      ],
    }),
  ]

  return (
    <AdminListPage<PunishmentRow>
      title="处罚管理"
      description="处罚在结束时间自动解除，也可以随时取消；超级管理员不能被处罚。"
      actions={
        can.create && (
          <Button theme="solid" type="danger" icon={<IconPlus />} onClick={() => setCreating(true)}>
            新增处罚
          </Button>
        )
      }
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索处罚" placeholder="搜索处罚原因或备注" />
          <ListSelect list={list} field="type" placeholder="处罚类型" options={punishmentTypes} multiple />
          {/* Semi's Select is named by aria-labelledby only. */}
          <span id={enableLabel} className="ds-visually-hidden">
            按启用状态筛选
          </span>
          <Select
            placeholder="启用状态"
            value={filters.enable.length === 1 ? filters.enable[0] : undefined}
            onChange={(value) => list.filter({ enable: value === undefined || value === null ? [] : [Number(value)] })}
            optionList={[
              { value: 1, label: '已启用' },
              { value: 0, label: '已取消' },
            ]}
            showClear
            aria-labelledby={enableLabel}
          />
        </>
      }
      batch={batchButtons([
        {
          label: '批量取消处罚',
          type: 'warning',
          onClick: () => cancel(list.rows.filter((row) => list.selected.includes(row.id))),
          show: can.cancel,
        },
      ])}
      unit="条"
      columns={columns}
      scrollX={1170}
      empty={{ title: '暂无处罚记录', description: '违规用户可以在这里或用户管理中处罚' }}
      modals={
        <>
          <PunishModal
            visible={creating}
            types={punishmentTypes}
            canSearchUsers={can.searchUsers}
            onClose={() => setCreating(false)}
            onDone={() => list.reload()}
          />
          <EditPunishmentModal row={editing} types={punishmentTypes} onClose={() => setEditing(null)} onSaved={() => list.reload()} />
        </>
      }
    />
  )
}
