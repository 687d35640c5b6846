import { useCallback, useEffect, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Card, Empty, Space, Table, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'
import { confirmAction } from '~/components/admin/confirm_action'
import type { ArticleItem } from '../../components/article_types'

type RecycledArticle = ArticleItem & { deleted_at: string | null }

export default function ArticleRecycle({ can }: { can: { restore: boolean; delete: boolean } }) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [rows, setRows] = useState<RecycledArticle[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(true)
  const [loaded, setLoaded] = useState(false)
  const [selected, setSelected] = useState<number[]>([])

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const data = await api.get('/api/v1/article/recycle/list', { page, size: 10 })
      setRows(data.article ?? [])
      setTotal(Number(data.total ?? 0))
    } catch (error: any) {
      Toast.error(error?.message ?? '加载失败')
    } finally {
      setLoading(false)
      setLoaded(true)
    }
  }, [page])

  useEffect(() => {
    load()
  }, [load])

  const restore = async (ids: number[]) => {
    try {
      await api.post('/api/v1/article/recycle/restore', { id: ids })
      Toast.success('已恢复')
      setSelected([])
      load()
    } catch (error: any) {
      Toast.error(error?.message ?? '恢复失败')
    }
  }

  const purge = (ids: number[] | 'all') =>
    confirmAction({
      title: ids === 'all' ? '清空回收站？' : `彻底删除 ${ids.length} 篇文章？`,
      content: '彻底删除后不可恢复。',
      okText: ids === 'all' ? '清空' : '彻底删除',
      cancelText: '取消',
      okButtonProps: { type: 'danger', theme: 'solid' },
      fallback: '删除失败',
      action: async () => {
        if (ids === 'all') await api.delete('/api/v1/article/recycle/empty')
        else await api.delete('/api/v1/article/recycle', { id: ids })
        Toast.success('已彻底删除')
        setSelected([])
        await load()
      },
    })

  const columns = [
    { title: '标题', dataIndex: 'title', width: 320, render: (title: string) => <Typography.Text ellipsis={{ showTooltip: true }} style={{ maxWidth: 300 }}>{title}</Typography.Text> },
    { title: '作者', dataIndex: 'user', width: 130, render: (user: ArticleItem['user'], row: RecycledArticle) => row.author || user?.username || '—' },
    { title: '删除时间', dataIndex: 'deleted_at', width: 170, render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span> },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 160,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: RecycledArticle) => (
        <Space spacing={4}>
          {can.restore && (
            <Button size="small" theme="borderless" onClick={() => restore([row.id])}>
              恢复
            </Button>
          )}
          {can.delete && (
            <Button size="small" theme="borderless" type="danger" onClick={() => purge([row.id])}>
              彻底删除
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <div className="ds-admin-page">
      <Head title="文章回收站 - 管理后台" />
      <Card
        bordered={false}
        title={
          <Space vertical align="start" spacing={2}>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              文章回收站
            </Typography.Title>
            <Typography.Text type="tertiary" size="small">
              共 {total} 篇文章
            </Typography.Text>
          </Space>
        }
        headerExtraContent={<Button icon={<IconRefresh />} theme="borderless" onClick={() => load()} aria-label="刷新列表" />}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          {can.restore && (
            <Button disabled={selected.length === 0} onClick={() => restore(selected)}>
              批量恢复
            </Button>
          )}
          {can.delete && (
            <Button disabled={selected.length === 0} type="danger" onClick={() => purge(selected)}>
              批量彻底删除
            </Button>
          )}
          {can.delete && (
            <Button disabled={total === 0} type="danger" theme="solid" onClick={() => purge('all')}>
              清空回收站
            </Button>
          )}
        </Space>
        <Table<RecycledArticle>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loading}
          scroll={{ x: 780 }}
          size={narrow ? 'small' : 'default'}
          rowSelection={can.restore || can.delete ? { selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(Number)) } : undefined}
          empty={loaded ? <Empty style={{ padding: '32px 0' }} image={<IllustrationNoContent style={{ width: 150, height: 150 }} />} title="回收站是空的" description="删除的文章会先放在这里，可以恢复" /> : <span />}
          pagination={{ currentPage: page, pageSize: 10, total, onPageChange: setPage, size: narrow ? 'small' : 'default' }}
        />
      </Card>
    </div>
  )
}
