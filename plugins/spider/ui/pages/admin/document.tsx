import { useState } from 'react'
import { Form, Modal, Space, Typography, Button, Toast } from '@douyinfe/semi-ui-19'
import { ScrollTable } from '~/components/scroll_table'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { batchButtons } from '~/components/admin/batch_buttons'
import { timeColumn } from '~/components/admin/time_column'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { formatBytes } from '~/lib/format'
import { useLiveRows } from '../../components/use_live_rows'
import { StackedCell } from '~/components/admin/stacked_cell'
import { statusColumn } from '../../components/status_column'
import { DOCUMENT_STATUS_COLORS, type Option, type SpiderDocumentRow } from '../../components/spider_types'
import type { CategoryChoice } from '~/components/category_path_select'
import { SpiderCategoryField } from '../../components/category_field'
import '../../components/spider.css'

interface Props {
  can: { preview: boolean; update: boolean; batch: boolean; delete: boolean }
  statuses: Option[]
  /** The document category tree, for the 分类 picker. */
  categories: CategoryChoice[]
}

type Filters = { wd: string; status: string | undefined; ext: string; spider_url_id: string }

interface TitleRule {
  title_from: 'href' | 'url' | 'attachment' | 'title'
  find?: string
  replace?: string
}

interface Fields {
  category_id?: number[]
  price?: number
  language?: string
  user_id?: number
}

const TITLE_SOURCES = [
  { value: 'href', label: '链接文字' },
  { value: 'url', label: '网址中的文件名' },
  { value: 'attachment', label: '下载文件名' },
  { value: 'title', label: '当前标题' },
]

const RETRY: Record<number, 1 | 5> = { 0: 1, 4: 1, 3: 5, 8: 5 }

/** The downloaded file in a new tab: a PDF shows in the browser's viewer, other types download. */
function openFile(id: number) {
  window.open(`${apiUrl('spider.document.file')}?id=${id}`, '_blank', 'noopener')
}

export default function SpiderDocumentAdmin({ can, statuses, categories }: Props) {
  const list = useListQuery<SpiderDocumentRow, Filters>({
    endpoint: apiUrl('spider.document.list'),
    key: 'spider_document',
    filters: { wd: '', status: undefined, ext: '', spider_url_id: '' },
    text: ['wd', 'ext', 'spider_url_id'],
    query: (filters) => ({ wd: filters.wd, status: filters.status, ext: filters.ext, spider_url_id: filters.spider_url_id || undefined }),
  })
  useLiveRows(
    list,
    apiUrl('spider.document.list'),
    'spider_document',
    { ...list.filters, spider_url_id: list.filters.spider_url_id || undefined },
    [1, 2, 5, 6]
  )
  const statusLabel = Object.fromEntries(statuses.map((status) => [status.value, status.label]))
  const [titleIds, setTitleIds] = useState<number[] | null>(null)
  const [preview, setPreview] = useState<{ id: number; title: string; new_title: string }[]>([])
  const [fieldIds, setFieldIds] = useState<number[] | null>(null)
  const [rule, setRule] = useState<TitleRule>({ title_from: 'href' })
  const [saving, setSaving] = useState(false)

  const batch = (body: Record<string, unknown>, done: string) => list.run(() => api.put(apiUrl('spider.document.batch'), body), done)
  const queueRows = (ids: number[], status: 1 | 5) => batch({ id: ids, status }, status === 1 ? '已加入采集队列' : '已加入发布队列')

  const previewTitles = async (ids: number[], next: TitleRule) => {
    try {
      const result = await api.put<{ preview: typeof preview }>(apiUrl('spider.document.batch'), { id: ids, ...next, preview: true })
      setPreview(result.preview)
    } catch (error: any) {
      Toast.error(error.message)
    }
  }
  const applyTitles = async () => {
    setSaving(true)
    const ok = await batch({ id: titleIds, ...rule }, '标题已更新')
    setSaving(false)
    if (ok) setTitleIds(null)
  }
  const applyFields = async (values: Fields) => {
    setSaving(true)
    const body = {
      id: fieldIds,
      ...(values.category_id?.length && { category_id: values.category_id }),
      ...(values.price !== undefined && values.price !== null && { price: values.price }),
      ...(values.language?.trim() && { language: values.language.trim() }),
      ...(values.user_id && { user_id: values.user_id }),
    }
    const ok = await batch(body, '已更新')
    setSaving(false)
    if (ok) setFieldIds(null)
  }
  const openTitles = (ids: number[]) => {
    setTitleIds(ids)
    setPreview([])
    previewTitles(ids, rule)
  }

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '标题',
      dataIndex: 'title',
      width: 260,
      render: (title: string, row: SpiderDocumentRow) => (
        <StackedCell
          detail={
            <>
              <Typography.Text
                link={{ href: row.url, target: '_blank', rel: 'noopener noreferrer nofollow' }}
                size="small"
                ellipsis={{ showTooltip: true }}
                className="ds-spider-cell--document"
              >
                {row.url}
              </Typography.Text>
              {row.document_id > 0 && (
                <Typography.Text link={{ href: `/document/${row.document_id}`, target: '_blank' }} size="small">
                  查看文档 #{row.document_id}
                </Typography.Text>
              )}
            </>
          }
        >
          <Typography.Text strong ellipsis={{ showTooltip: true }} className="ds-spider-cell--document">
            {title}
          </Typography.Text>
        </StackedCell>
      ),
    },
    statusColumn<SpiderDocumentRow>(statusLabel, DOCUMENT_STATUS_COLORS, 220, (row) =>
      row.duplicate ? { label: '已存在', color: 'grey' } : null
    ),
    {
      title: '文件',
      dataIndex: 'ext',
      width: 110,
      render: (ext: string, row: SpiderDocumentRow) => (
        <StackedCell detail={row.size > 0 && formatBytes(row.size)}>{ext ? `.${ext}` : '-'}</StackedCell>
      ),
    },
    { title: '价格', dataIndex: 'price', width: 70 },
    timeColumn<SpiderDocumentRow>('更新时间', 'updated_at'),
    rowActionsColumn<SpiderDocumentRow>({
      width: 210,
      actions: (row) => [
        { label: '预览', onClick: () => openFile(row.id), show: can.preview && row.attachment_id > 0 },
        {
          label: row.status === 4 || row.status === 8 ? '重试' : row.status === 3 ? '发布' : '采集',
          onClick: () => queueRows([row.id], RETRY[row.status]),
          show: can.batch && RETRY[row.status] !== undefined && !row.duplicate,
        },
        { label: '整理标题', onClick: () => openTitles([row.id]), show: can.batch && row.status !== 7 },
        {
          label: '删除',
          type: 'danger',
          onClick: () =>
            list.confirmDelete({
              endpoint: apiUrl('spider.document.delete'),
              ids: [row.id],
              title: `删除采集文档 #${row.id}？`,
              content: '已发布的文档不受影响。',
            }),
          show: can.delete,
        },
      ],
    }),
  ]

  return (
    <AdminListPage<SpiderDocumentRow>
      title="采集文档"
      description={`共 ${list.total} 个采集文档；下载的文件与会员上传一样校验，发布后进入转换`}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索采集文档" placeholder="搜索标题、链接文字或网址" />
          <ListSelect list={list} field="status" placeholder="全部状态" label="按状态筛选" options={statuses} />
        </>
      }
      moreFilters={
        <>
          <ListSearch list={list} field="ext" label="扩展名" placeholder="扩展名，如 pdf" />
          <ListSearch list={list} field="spider_url_id" label="采集网址 ID" placeholder="采集网址 ID" />
        </>
      }
      batch={batchButtons([
        { label: '采集', onClick: () => queueRows(list.selected, 1), show: can.batch },
        { label: '发布', onClick: () => queueRows(list.selected, 5), show: can.batch },
        { label: '整理标题', type: 'tertiary', onClick: () => openTitles(list.selected), show: can.batch },
        { label: '设置分类与价格', type: 'tertiary', onClick: () => setFieldIds(list.selected), show: can.batch },
        {
          label: '批量删除',
          type: 'danger',
          onClick: () =>
            list.confirmDelete({
              endpoint: apiUrl('spider.document.delete'),
              ids: list.selected,
              title: `删除选中的 ${list.selected.length} 个采集文档？`,
            }),
          show: can.delete,
        },
      ])}
      unit="个"
      columns={columns}
      scrollX={1100}
      empty={{ title: '还没有采集文档', description: '在「采集网址」中添加网页并采集，找到的文档链接会出现在这里', filtered: list.changed }}
      modals={
        <>
          <Modal
            title={`整理标题（${titleIds?.length ?? 0} 个）`}
            visible={titleIds !== null}
            onCancel={() => setTitleIds(null)}
            onOk={applyTitles}
            okText="应用"
            cancelText="取消"
            okButtonProps={{ loading: saving }}
            width="min(720px, calc(100vw - 24px))"
          >
            <Form
              labelPosition="top"
              initValues={rule}
              onValueChange={(values) => setRule({ title_from: values.title_from ?? 'href', find: values.find, replace: values.replace })}
            >
              <Form.RadioGroup field="title_from" label="标题来源" options={TITLE_SOURCES} />
              <Space spacing={12} wrap>
                <Form.Input field="find" label="查找（正则表达式）" placeholder="例如 ^\d+[-_]" />
                <Form.Input field="replace" label="替换为" placeholder="留空为删除" />
              </Space>
            </Form>
            <Button onClick={() => titleIds && previewTitles(titleIds, rule)}>预览</Button>
            <ScrollTable
              name="标题预览"
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={preview}
              empty="点击「预览」查看整理后的标题"
              columns={[
                { title: 'ID', dataIndex: 'id', width: 70 },
                { title: '当前标题', dataIndex: 'title' },
                { title: '新标题', dataIndex: 'new_title' },
              ]}
            />
          </Modal>
          <Modal
            title={`设置分类与价格（${fieldIds?.length ?? 0} 个）`}
            visible={fieldIds !== null}
            onCancel={() => setFieldIds(null)}
            footer={null}
            width="min(520px, calc(100vw - 24px))"
          >
            <Form<Fields> labelPosition="top" onSubmit={applyFields}>
              <SpiderCategoryField categories={categories} placeholder="留空不修改" />
              <Form.InputNumber field="price" label="价格" min={0} placeholder="留空不修改" />
              <Form.Input field="language" label="语言" placeholder="zh（留空不修改）" />
              <Form.InputNumber field="user_id" label="所属用户 ID" min={1} placeholder="留空不修改" />
              <Button htmlType="submit" type="primary" theme="solid" loading={saving}>
                应用
              </Button>
            </Form>
          </Modal>
        </>
      }
    />
  )
}
