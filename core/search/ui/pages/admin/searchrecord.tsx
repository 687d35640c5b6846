import { Typography } from '@douyinfe/semi-ui-19'
import { IconDelete } from '@douyinfe/semi-icons'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import { batchButtons } from '~/components/admin/batch_buttons'
import { apiUrl } from '~/lib/api_url'
import '../../components/search_records.css'
import { resultsColumn } from '../../components/results_column'
import { searchTypeOptions, searchTypeTag, type SearchRecordType } from '../../components/search_type_options'
import { tagColumn } from '~/components/admin/tag_column'

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
  /** Every search kind's type and name, from the plugins that register them. */
  types: SearchRecordType[]
}

/** 'all' or a type as text. */
type TypeFilter = string

export default function SearchRecordAdmin({ can, types }: Props) {
  const list = useListQuery<SearchRecordRow, { keywords: string; ip: string; type: TypeFilter }>({
    endpoint: apiUrl('search_records.index'),
    key: 'search_record',
    filters: { keywords: '', ip: '', type: 'all' },
    text: ['keywords', 'ip'],
    size: 20,
    query: (filters) => ({
      keywords: filters.keywords || undefined,
      ip: filters.ip || undefined,
      type: filters.type === 'all' ? undefined : filters.type,
    }),
  })

  const remove = (ids: number[], what: string) =>
    list.confirmDelete({
      endpoint: apiUrl('search_records.destroy'),
      ids,
      title: '删除搜索记录',
      content: `删除${what}？删除后不可恢复。`,
    })

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: '关键词',
      dataIndex: 'keywords',
      width: 200,
      render: (keywords: string) => (
        <Typography.Text strong ellipsis={{ showTooltip: true }} className="ds-search-record__keywords">
          {keywords}
        </Typography.Text>
      ),
    },
    tagColumn<SearchRecordRow>('类型', 'type', (row) => searchTypeTag(types, row.type), { width: 80 }),
    resultsColumn('total'),
    { title: '页码', dataIndex: 'page', width: 70 },
    { title: '耗时(秒)', dataIndex: 'spend_time', width: 100, render: (value: number) => value.toFixed(3) },
    {
      title: '用户',
      dataIndex: 'username',
      width: 120,
      render: (name: string) => name || <Typography.Text type="tertiary">游客</Typography.Text>,
    },
    { title: 'IP', dataIndex: 'ip', width: 140 },
    {
      title: 'User-Agent',
      dataIndex: 'user_agent',
      width: 220,
      render: (agent: string) => (
        <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} className="ds-search-record__agent">
          {agent || '-'}
        </Typography.Text>
      ),
    },
    timeColumn<SearchRecordRow>('搜索时间', 'created_at'),
    ...(can.delete
      ? [
          rowActionsColumn<SearchRecordRow>({
            width: 90,
            actions: (row) => [
              { label: '删除', type: 'danger', icon: <IconDelete />, onClick: () => remove([row.id], `「${row.keywords}」这条记录`) },
            ],
          }),
        ]
      : []),
  ]

  return (
    <AdminListPage<SearchRecordRow>
      title="搜索记录"
      description={`共 ${list.total} 条搜索记录：访客每次在站内搜索都会记下关键词、结果数、耗时和来源，方便发现大家在找什么、哪些词没有结果。`}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="keywords" label="按关键词筛选" placeholder="关键词" />
          <ListSearch list={list} field="ip" label="按 IP 筛选" placeholder="IP" icon={null} wide={false} />
          <ListSelect list={list} field="type" placeholder="搜索类型" clearable={false} options={searchTypeOptions(types)} />
        </>
      }
      batch={batchButtons([
        {
          label: '批量删除',
          type: 'danger',
          icon: <IconDelete />,
          onClick: () => remove(list.selected, `选中的 ${list.selected.length} 条记录`),
          show: can.delete,
        },
      ])}
      unit="条"
      columns={columns}
      scrollX={1300}
      pageSizes={[20, 50, 100]}
      empty={{
        title: '还没有搜索记录',
        description: '访客在站内搜索后，记录会出现在这里',
        filtered: list.changed,
        filteredTitle: '没有符合条件的记录',
      }}
    />
  )
}
