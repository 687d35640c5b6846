import { useCallback, useEffect, useState } from 'react'
import { Button, Empty, Input, Modal, Select, Space, Table, Tag, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'
import { AdminPage } from '~/components/admin/admin_page'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'

interface SearchRecordRow {
  id: number
  user_id: number
  username: string
  ip: string
  type: number
  keywords: string
  total: number
  page: number
  user_agent: string
  spend_time: number
  created_at: string
}

interface Props {
  can: { delete: boolean }
}

type TypeFilter = 'all' | '0' | '1'

export default function SearchRecordAdmin({ can }: Props) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [draft, setDraft] = useState({ keywords: '', ip: '' })
  const [query, setQuery] = useState({ page: 1, size: 20, keywords: '', ip: '', type: 'all' as TypeFilter })
  const [rows, setRows] = useState<SearchRecordRow[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const queryKey = JSON.stringify(query)

  const load = useCallback(async () => {
    setLoading(true)
    const current = JSON.parse(queryKey) as typeof query
    try {
      const data = await api.get('/api/v1/searchrecord/list', {
        page: current.page,
        size: current.size,
        keywords: current.keywords || undefined,
        ip: current.ip || undefined,
        type: current.type === 'all' ? undefined : current.type,
      })
      setRows(data.search_record ?? [])
      setTotal(data.total ?? 0)
    } catch (error: any) {
      Toast.error(error.message ?? '加载失败')
    } finally {
      setLoading(false)
    }
  }, [queryKey])

  useEffect(() => {
    load()
  }, [load])

  const apply = () => setQuery((value) => ({ ...value, page: 1, keywords: draft.keywords.trim(), ip: draft.ip.trim() }))
  const filtered = Boolean(query.keywords || query.ip || query.type !== 'all')

  const remove = (ids: number[], what: string) =>
    Modal.confirm({
      title: '删除搜索记录',
      content: `删除${what}？删除后不可恢复。`,
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { type: 'danger', theme: 'solid' },
      onOk: async () => {
        try {
          await api.delete('/api/v1/searchrecord', { id: ids } as any)
          Toast.success('删除成功')
          setSelected([])
          await load()
        } catch (error: any) {
          Toast.error(error.message ?? '删除失败')
        }
      },
    })

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: '关键词',
      dataIndex: 'keywords',
      width: 200,
      render: (keywords: string) => (
        <Typography.Text strong ellipsis={{ showTooltip: true }} style={{ maxWidth: 180 }}>
          {keywords}
        </Typography.Text>
      ),
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 80,
      render: (type: number) => (
        <Tag size="small" color={type === 1 ? 'violet' : 'light-blue'}>
          {type === 1 ? '文章' : '文档'}
        </Tag>
      ),
    },
    {
      title: '结果数',
      dataIndex: 'total',
      width: 90,
      render: (count: number) => (count > 0 ? count : <Tag size="small" color="orange">无结果</Tag>),
    },
    { title: '页码', dataIndex: 'page', width: 70 },
    { title: '耗时(秒)', dataIndex: 'spend_time', width: 100, render: (value: number) => value.toFixed(3) },
    { title: '用户', dataIndex: 'username', width: 120, render: (name: string) => name || <Typography.Text type="tertiary">游客</Typography.Text> },
    { title: 'IP', dataIndex: 'ip', width: 140 },
    {
      title: 'User-Agent',
      dataIndex: 'user_agent',
      width: 220,
      render: (agent: string) => (
        <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} style={{ maxWidth: 200 }}>
          {agent || '-'}
        </Typography.Text>
      ),
    },
    { title: '搜索时间', dataIndex: 'created_at', width: 170, render: (value: string) => formatDateTime(value) },
    ...(can.delete
      ? [
          {
            title: '操作',
            dataIndex: 'operate',
            width: 90,
            fixed: narrow ? undefined : ('right' as const),
            render: (_: unknown, row: SearchRecordRow) => (
              <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} onClick={() => remove([row.id], `「${row.keywords}」这条记录`)}>
                删除
              </Button>
            ),
          },
        ]
      : []),
  ]

  return (
    <AdminPage
      title="搜索记录"
      toolbar={
        <>
          <Input
            prefix={<IconSearch />}
            placeholder="关键词"
            aria-label="按关键词筛选"
            value={draft.keywords}
            showClear
            onChange={(keywords) => setDraft((value) => ({ ...value, keywords }))}
            onEnterPress={apply}
            style={{ width: narrow ? '100%' : 200 }}
          />
          <Input
            placeholder="IP"
            aria-label="按 IP 筛选"
            value={draft.ip}
            showClear
            onChange={(ip) => setDraft((value) => ({ ...value, ip }))}
            onEnterPress={apply}
            style={{ width: narrow ? '100%' : 160 }}
          />
          <Select
            value={query.type}
            aria-label="搜索类型"
            style={{ width: 110 }}
            optionList={[
              { value: 'all', label: '全部类型' },
              { value: '0', label: '文档' },
              { value: '1', label: '文章' },
            ]}
            onChange={(type) => setQuery((value) => ({ ...value, page: 1, type: type as TypeFilter }))}
          />
          <Button type="primary" onClick={apply}>
            搜索
          </Button>
          {can.delete && (
            <Button type="danger" icon={<IconDelete />} disabled={selected.length === 0} onClick={() => remove(selected, `选中的 ${selected.length} 条记录`)}>
              批量删除
            </Button>
          )}
          <Button icon={<IconRefresh />} theme="borderless" aria-label="刷新列表" onClick={() => load()} />
        </>
      }
    >
      <Space vertical align="start" style={{ width: '100%' }}>
        <Typography.Text type="tertiary" size="small">
          共 {total} 条搜索记录：访客每次在站内搜索都会记下关键词、结果数、耗时和来源，方便发现大家在找什么、哪些词没有结果。
        </Typography.Text>
      </Space>
      <Table<SearchRecordRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 1300 }}
        size={narrow ? 'small' : 'default'}
        rowSelection={can.delete ? { selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(Number)) } : undefined}
        empty={
          <Empty
            image={filtered ? <IllustrationNoResult style={{ width: 150, height: 150 }} /> : <IllustrationNoContent style={{ width: 150, height: 150 }} />}
            title={filtered ? '没有符合条件的记录' : '还没有搜索记录'}
            description={filtered ? '换个条件试试' : '访客在站内搜索后，记录会出现在这里'}
          />
        }
        pagination={{
          currentPage: query.page,
          pageSize: query.size,
          total,
          showSizeChanger: !narrow,
          pageSizeOpts: [20, 50, 100],
          size: narrow ? 'small' : 'default',
          onPageChange: (page: number) => setQuery((value) => ({ ...value, page })),
          onPageSizeChange: (size: number) => setQuery((value) => ({ ...value, page: 1, size })),
        }}
      />
    </AdminPage>
  )
}
