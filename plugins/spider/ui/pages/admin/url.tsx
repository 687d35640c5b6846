import { Form, Space, Typography } from '@douyinfe/semi-ui-19'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { batchButtons } from '~/components/admin/batch_buttons'
import { timeColumn } from '~/components/admin/time_column'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { useLiveRows } from '../../components/use_live_rows'
import { StackedCell } from '~/components/admin/stacked_cell'
import { statusColumn } from '../../components/status_column'
import type { CategoryChoice } from '~/components/category_path_select'
import { SpiderCategoryField } from '../../components/category_field'
import { categoryPath, SCHEDULE_OPTIONS, URL_STATUS_COLORS, type Option, type SpiderUrlRow } from '../../components/spider_types'
import '../../components/spider.css'

interface Props {
  can: { create: boolean; update: boolean; delete: boolean }
  statuses: Option[]
  /** The document category tree, for the 分类 picker. */
  categories: CategoryChoice[]
}

type Filters = { wd: string; status: string | undefined }
type Draft = Partial<Omit<SpiderUrlRow, 'category_id' | 'url'>> & { url?: string; category_id?: number[] }

const EMPTY: Draft = {
  url: '',
  title: '',
  link_pattern: '',
  pattern_target: 'url',
  depth: 1,
  schedule: 'once',
  price: 0,
  language: '',
  category_id: [],
}
/** Only what the form edits goes back: the row's state and counts are the server's. */
function draftOf(row: SpiderUrlRow): Draft {
  const { id, url, title, link_pattern, pattern_target, depth, schedule, price, language, user_id } = row
  return {
    id,
    url,
    title,
    link_pattern,
    pattern_target,
    depth,
    schedule,
    price,
    language,
    user_id,
    category_id: categoryPath(row.category_id),
  }
}

const SCHEDULE_LABELS = Object.fromEntries(SCHEDULE_OPTIONS.map((option) => [option.value, option.label]))

export default function SpiderUrlAdmin({ can, statuses, categories }: Props) {
  const { list, editing, setEditing, saving, save, remove } = useEntityAdmin<SpiderUrlRow & { enable: boolean }, Filters>(
    {
      list: apiUrl('spider.url.list'),
      create: apiUrl('spider.url.create'),
      update: apiUrl('spider.url.update'),
      remove: apiUrl('spider.url.delete'),
    },
    'spider_url',
    { filters: { wd: '', status: undefined }, text: ['wd'], query: (filters) => ({ wd: filters.wd, status: filters.status }) }
  )
  useLiveRows(list, apiUrl('spider.url.list'), 'spider_url', { wd: list.filters.wd, status: list.filters.status }, [0, 1])
  const statusLabel = Object.fromEntries(statuses.map((status) => [status.value, status.label]))
  const crawl = (ids: number[]) =>
    list.run(() => Promise.all(ids.map((id) => api.put(apiUrl('spider.url.update'), { id, status: 1 }))), '已加入采集队列')

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '采集网址',
      dataIndex: 'url',
      width: 280,
      render: (url: string, row: SpiderUrlRow) => (
        <StackedCell detail={`${row.link_pattern || '常见文档格式'} · ${row.depth} 页 · ${SCHEDULE_LABELS[row.schedule]}`}>
          {row.title && <Typography.Text strong>{row.title}</Typography.Text>}
          <Typography.Text
            link={{ href: url, target: '_blank', rel: 'noopener noreferrer' }}
            ellipsis={{ showTooltip: true }}
            className="ds-spider-cell--source"
          >
            {url}
          </Typography.Text>
        </StackedCell>
      ),
    },
    statusColumn<SpiderUrlRow>(statusLabel, URL_STATUS_COLORS, 200),
    { title: '找到文档', dataIndex: 'total', width: 90 },
    timeColumn<SpiderUrlRow>('上次采集', 'last_run_at', { missing: '从未' }),
    timeColumn<SpiderUrlRow>('下次采集', 'next_run_at', { missing: '-' }),
    rowActionsColumn<SpiderUrlRow>({
      width: 210,
      actions: (row) => [
        { label: '立即采集', onClick: () => crawl([row.id]), show: can.update && row.status !== 1 },
        { label: '编辑', onClick: () => setEditing(draftOf(row) as any), show: can.update },
        {
          label: '删除',
          type: 'danger',
          onClick: () => remove({ ids: [row.id], title: `删除采集网址 #${row.id}？`, content: '已找到的采集文档会保留。' }),
          show: can.delete,
        },
      ],
    }),
  ]

  return (
    <AdminListPage<SpiderUrlRow & { enable: boolean }>
      title="采集网址"
      description={`共 ${list.total} 个采集网址；采集只访问公网地址，并遵守目标网站的 robots.txt`}
      create={can.create ? { label: '新增采集网址', onClick: () => setEditing({ ...EMPTY } as any) } : undefined}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索采集网址" placeholder="搜索网址或名称" />
          <ListSelect list={list} field="status" placeholder="全部状态" label="按状态筛选" options={statuses} />
        </>
      }
      batch={batchButtons([
        { label: '立即采集', onClick: () => crawl(list.selected), show: can.update },
        {
          label: '批量删除',
          type: 'danger',
          onClick: () => remove({ ids: list.selected, title: `删除选中的 ${list.selected.length} 个采集网址？` }),
          show: can.delete,
        },
      ])}
      unit="个"
      columns={columns as any}
      scrollX={1100}
      empty={{
        title: '还没有采集网址',
        description: '添加列出文档的网页，采集会记录其中的文档链接，审核后发布到文库',
        filtered: list.changed,
      }}
      modals={
        <EntityFormModal<Draft>
          title={editing?.id ? '编辑采集网址' : '新增采集网址'}
          editing={editing as Draft | null}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => save({ ...values, category_id: values.category_id ?? [] } as any)}
        >
          {editing?.id ? (
            <Form.Input field="url" label="网址" rules={[{ required: true, message: '请输入要采集的网址' }]} />
          ) : (
            <Form.TextArea
              field="url"
              label="网址（每行一个）"
              placeholder="https://www.example.com/docs/"
              autosize={{ minRows: 3, maxRows: 8 }}
              rules={[{ required: true, message: '请输入要采集的网址' }]}
            />
          )}
          <Form.Input field="title" label="名称" maxLength={255} />
          <Form.Input field="link_pattern" label="链接规则" placeholder="pdf, docx 或 /正则表达式/i；留空为常见文档格式" maxLength={512} />
          <Form.RadioGroup
            field="pattern_target"
            label="正则匹配"
            options={[
              { value: 'url', label: '链接网址' },
              { value: 'text', label: '链接文字' },
            ]}
          />
          <Space spacing={12} wrap>
            <Form.InputNumber field="depth" label="采集页数" min={1} max={100} extraText="含翻页链接" />
            <Form.Select field="schedule" label="采集周期" optionList={SCHEDULE_OPTIONS} className="ds-spider-schedule" />
          </Space>
          <SpiderCategoryField categories={categories} placeholder="发布到哪个文档分类（可不选）" />
          <Space spacing={12} wrap>
            <Form.InputNumber field="price" label="价格" min={0} />
            <Form.Input field="language" label="语言" placeholder="zh" maxLength={32} />
          </Space>
        </EntityFormModal>
      }
    />
  )
}
