import { useState } from 'react'
import { Modal, Space, Tag, Typography } from '@douyinfe/semi-ui-19'
import { AdminListPage, ListEnableSelect, ListSearch, ListSelect, type EnableFilter } from '~/components/admin/admin_list_page'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { enableColumn } from '~/components/admin/enable_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { batchButtons } from '~/components/admin/batch_buttons'
import { formatDateTime } from '~/lib/format'
import { AdFrame } from '../../components/ad_preview'
import { AdvertisementFormModal, type AdvertisementDraft } from '../../components/advertisement_form_modal'
import { STATE_TAGS, type AdvertisementRow, type Option } from '../../components/ads_types'
import '../../components/ads.css'
import './ads_admin.css'
import { apiUrl } from '~/lib/api_url'
import { tagColumn } from '~/components/admin/tag_column'

interface Props {
  can: { create: boolean; update: boolean; delete: boolean; preview: boolean }
  positions: Option[]
}

type Filters = { wd: string; position: string | undefined; enable: EnableFilter }

const EMPTY: AdvertisementDraft = {
  position: undefined,
  title: '',
  content: '',
  enable: true,
  start_time: null,
  end_time: null,
  sort: 0,
  remark: '',
}

function plainText(html: string) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function schedule(row: AdvertisementRow) {
  if (!row.start_time && !row.end_time) return '长期'
  if (!row.end_time) return `${formatDateTime(row.start_time)} 起`
  if (!row.start_time) return `至 ${formatDateTime(row.end_time)}`
  return `${formatDateTime(row.start_time)} 至 ${formatDateTime(row.end_time)}`
}

/** Times leave the form as ISO strings; a cleared picker is sent as null so the time is removed. */
function toPayload(values: AdvertisementDraft) {
  return {
    ...values,
    start_time: values.start_time ? new Date(values.start_time).toISOString() : null,
    end_time: values.end_time ? new Date(values.end_time).toISOString() : null,
  }
}

export default function AdvertisementAdmin({ can, positions }: Props) {
  const { list, editing, setEditing, saving, save, toggle, deleteActions } = useEntityAdmin<AdvertisementRow, Filters>(
    {
      list: apiUrl('ads.advertisement.list'),
      create: apiUrl('ads.advertisement.create'),
      update: apiUrl('ads.advertisement.update'),
      remove: apiUrl('ads.advertisement.delete'),
    },
    'advertisement',
    {
      filters: { wd: '', position: undefined, enable: 'all' },
      text: ['wd'],
      query: (filters) => ({ wd: filters.wd, position: filters.position, enable: filters.enable === 'all' ? undefined : filters.enable }),
    }
  )
  const [previewing, setPreviewing] = useState<AdvertisementRow | null>(null)
  const positionLabel = Object.fromEntries(positions.map((position) => [position.value, position.label]))
  const deleting = deleteActions({ noun: '广告', unit: '条', name: (row) => row.title || row.id, show: can.delete })
  const edit = (row: AdvertisementRow) =>
    setEditing({
      ...row,
      start_time: row.start_time ? new Date(row.start_time) : null,
      end_time: row.end_time ? new Date(row.end_time) : null,
    } as any)

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '广告',
      dataIndex: 'title',
      width: 210,
      render: (title: string, row: AdvertisementRow) => (
        <Space vertical align="start" spacing={4}>
          <Typography.Text strong ellipsis={{ showTooltip: true }} className="ds-ads-admin-cell ds-ads-admin-cell--narrow">
            {title || '未命名广告'}
          </Typography.Text>
          <Tag size="small" color="light-blue">
            {positionLabel[row.position] ?? row.position}
          </Tag>
        </Space>
      ),
    },
    {
      title: '内容',
      dataIndex: 'content',
      width: 210,
      render: (content: string) => <span className="ds-ad-content-text">{plainText(content) || '（图片或嵌入内容）'}</span>,
    },
    tagColumn<AdvertisementRow>('状态', 'state', (row) => STATE_TAGS[row.state]),
    {
      title: '投放时间',
      dataIndex: 'start_time',
      width: 170,
      render: (_: unknown, row: AdvertisementRow) => <Typography.Text size="small">{schedule(row)}</Typography.Text>,
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    enableColumn<AdvertisementRow>({ name: (row) => row.title || row.id, onChange: toggle, disabled: !can.update, width: 70 }),
    rowActionsColumn<AdvertisementRow>({
      width: 170,
      actions: (row) => [
        { label: '预览', onClick: () => setPreviewing(row) },
        { label: '编辑', onClick: () => edit(row), show: can.update },
        deleting.row(row),
      ],
    }),
  ]

  return (
    <AdminListPage<AdvertisementRow>
      title="广告管理"
      description={`共 ${list.total} 条广告；VIP 会员不显示广告`}
      create={can.create ? { label: '新增广告', onClick: () => setEditing({ ...EMPTY } as any) } : undefined}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索广告" placeholder="搜索标题、备注或内容" />
          <ListSelect list={list} field="position" placeholder="全部位置" label="按位置筛选" options={positions} searchable />
          <ListEnableSelect list={list} />
        </>
      }
      batch={batchButtons([deleting.batch])}
      unit="条"
      columns={columns}
      scrollX={1080}
      empty={{
        title: '还没有广告',
        description: '新增广告并选择位置，它就会出现在网站对应的位置（VIP 会员看不到）',
        filtered: list.changed,
      }}
      modals={
        <>
          <AdvertisementFormModal
            editing={editing as AdvertisementDraft | null}
            saving={saving}
            positions={positions}
            serverPreview={can.preview}
            onCancel={() => setEditing(null)}
            onSubmit={(values) => save(toPayload(values) as any)}
          />
          <Modal
            title={previewing ? `预览：${previewing.title || positionLabel[previewing.position]}` : '预览'}
            visible={previewing !== null}
            onCancel={() => setPreviewing(null)}
            footer={null}
            width="min(760px, calc(100vw - 24px))"
          >
            {previewing && <AdFrame html={previewing.content} />}
          </Modal>
        </>
      }
    />
  )
}
