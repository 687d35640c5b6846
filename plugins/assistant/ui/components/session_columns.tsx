import { Rating, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconHistory } from '@douyinfe/semi-icons'
import { router } from '@inertiajs/react'
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'
import { StackedCell } from '~/components/admin/stacked_cell'
import { tagColumn } from '~/components/admin/tag_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { MODE_LABELS, type SessionRow } from './admin_types'

/** The rating a member gave when closing, or 未评分. */
export function RatingCell({ rating }: { rating: number }) {
  return rating > 0 ? <Rating size="small" disabled value={rating} /> : <Typography.Text type="tertiary">未评分</Typography.Text>
}

/** 用户: the member's username over their id. */
export function memberColumn<Row extends { username: string; user_id: number }>(width: number): ColumnProps<Row> {
  return {
    title: '用户',
    dataIndex: 'username',
    width,
    render: (name: string, row: Row) => (
      <StackedCell detail={`ID ${row.user_id}`}>
        <Typography.Text strong>{name || '—'}</Typography.Text>
      </StackedCell>
    ),
  }
}

/**
 * The columns of a list of sessions (聊天记录, 会员会话, one member's sessions): the member
 * unless the list is one member's, mode, messages, rating and feedback, started and ended,
 * 查看记录 opening the history for who may read it, and 删除 (with its messages and files) for
 * who may delete.
 */
export function sessionColumns(options: { history: boolean; member?: boolean; tokens?: boolean; onDelete?: (row: SessionRow) => void }) {
  const columns: ColumnProps<SessionRow>[] = [{ title: '会话', dataIndex: 'id', width: 80 }]
  if (options.member !== false) {
    columns.push(memberColumn<SessionRow>(150))
  }
  columns.push(
    tagColumn<SessionRow>('模式', 'mode', (row) => ({ label: MODE_LABELS[row.mode], color: row.mode === 'ai' ? 'violet' : 'blue' }), {
      width: 110,
    }),
    { title: '消息数', dataIndex: 'message_count', width: 80 }
  )
  if (options.tokens) columns.push({ title: 'Token 用量', dataIndex: 'total_tokens', width: 100 })
  columns.push(
    { title: '评分', dataIndex: 'rating', width: 150, render: (rating: number) => <RatingCell rating={rating} /> },
    {
      title: '反馈',
      dataIndex: 'feedback',
      width: 200,
      render: (feedback: string) => <Typography.Text ellipsis={{ showTooltip: true }}>{feedback || '—'}</Typography.Text>,
    },
    timeColumn<SessionRow>('开始时间', 'created_at'),
    timeColumn<SessionRow>('结束时间', 'closed_at', { missing: <Tag color="green">进行中</Tag> }),
    rowActionsColumn<SessionRow>({
      width: options.onDelete ? 150 : 110,
      actions: (row) => [
        {
          label: '查看记录',
          icon: <IconHistory />,
          onClick: () => router.visit(`/admin/assistant/sessions/${row.id}/history`),
          show: options.history,
        },
        {
          type: 'danger',
          icon: <IconDelete />,
          ariaLabel: `删除会话 ${row.id}`,
          onClick: () => options.onDelete?.(row),
          show: Boolean(options.onDelete),
        },
      ],
    })
  )
  return columns
}
