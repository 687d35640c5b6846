import { Button, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { AdminListPage } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { batchButtons } from '~/components/admin/batch_buttons'
import type { ArticleItem } from '../../components/article_types'
import { apiUrl } from '~/lib/api_url'
import './article_admin.css'

type RecycledArticle = ArticleItem & { deleted_at: string | null }

export default function ArticleRecycle({ can }: { can: { restore: boolean; delete: boolean } }) {
  const list = useListQuery<RecycledArticle>({ endpoint: apiUrl('articles.recycle.list'), key: 'article' })

  const restore = (ids: number[]) => list.run(() => api.post(apiUrl('articles.recycle.restore'), { id: ids }), '已恢复', '恢复失败')

  const purge = (ids: number[] | 'all') =>
    list.confirm({
      title: ids === 'all' ? '清空回收站？' : `彻底删除 ${ids.length} 篇文章？`,
      content: '彻底删除后不可恢复。',
      okText: ids === 'all' ? '清空' : '彻底删除',
      danger: true,
      done: '已彻底删除',
      fallback: '删除失败',
      action: () =>
        ids === 'all' ? api.delete(apiUrl('articles.recycle.empty')) : api.delete(apiUrl('articles.recycle.delete'), { id: ids }),
    })

  const columns = [
    {
      title: '标题',
      dataIndex: 'title',
      width: 320,
      render: (title: string) => (
        <Typography.Text ellipsis={{ showTooltip: true }} className="ds-art-admin-title ds-art-admin-title--wide">
          {title}
        </Typography.Text>
      ),
    },
    {
      title: '作者',
      dataIndex: 'user',
      width: 130,
      render: (user: ArticleItem['user'], row: RecycledArticle) => row.author || user?.username || '—',
    },
    timeColumn<RecycledArticle>('删除时间', 'deleted_at'),
    rowActionsColumn<RecycledArticle>({
      width: 160,
      actions: (row) => [
        { label: '恢复', onClick: () => restore([row.id]), show: can.restore },
        { label: '彻底删除', type: 'danger', onClick: () => purge([row.id]), show: can.delete },
      ],
    }),
  ]

  return (
    <AdminListPage<RecycledArticle>
      title="文章回收站"
      description={`共 ${list.total} 篇文章`}
      actions={
        can.delete && (
          <Button type="danger" icon={<IconDelete />} disabled={list.total === 0} onClick={() => purge('all')}>
            清空回收站
          </Button>
        )
      }
      list={list}
      batch={batchButtons([
        { label: '批量恢复', onClick: () => restore(list.selected), show: can.restore },
        { label: '批量彻底删除', type: 'danger', onClick: () => purge(list.selected), show: can.delete },
      ])}
      unit="篇"
      columns={columns}
      scrollX={780}
      empty={{ title: '回收站是空的', description: '删除的文章会先放在这里，可以恢复' }}
    />
  )
}
