import { Form, Space, Typography } from '@douyinfe/semi-ui-19'
import { AdminListPage, ListEnableSelect, ListSearch, ListSelect, type EnableFilter } from '~/components/admin/admin_list_page'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'
import { enableColumn } from '~/components/admin/enable_column'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { batchButtons } from '~/components/admin/batch_buttons'
import { BannerImageField } from '../../components/banner_image_field'
import type { BannerRow, Option } from '../../components/ads_types'
import '../../components/ads.css'
import './ads_admin.css'
import { apiUrl } from '~/lib/api_url'
import { tagColumn } from '~/components/admin/tag_column'

interface Props {
  can: { create: boolean; update: boolean; delete: boolean; upload: boolean }
  types: Option<number>[]
}

type Filters = { wd: string; type: number | undefined; enable: EnableFilter }

const EMPTY: Partial<BannerRow> = { title: '', path: '', url: '', description: '', type: 0, sort: 0, enable: true }
const TYPE_COLORS = ['blue', 'green', 'violet'] as const
const HREF = /^(\/(?!\/)|https?:\/\/)/i

export default function BannerAdmin({ can, types }: Props) {
  const { list, editing, setEditing, saving, save, toggle, deleteActions } = useEntityAdmin<BannerRow, Filters>(
    {
      list: apiUrl('ads.banner.list'),
      create: apiUrl('ads.banner.create'),
      update: apiUrl('ads.banner.update'),
      remove: apiUrl('ads.banner.delete'),
    },
    'banner',
    {
      filters: { wd: '', type: undefined, enable: 'all' },
      text: ['wd'],
      query: (filters) => ({ wd: filters.wd, type: filters.type, enable: filters.enable === 'all' ? undefined : filters.enable }),
    }
  )
  const typeLabel = Object.fromEntries(types.map((type) => [type.value, type.label]))
  const deleting = deleteActions({ noun: '横幅', unit: '个', name: (row) => row.title, show: can.delete })

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '图片',
      dataIndex: 'path',
      width: 190,
      render: (path: string, row: BannerRow) => (
        <a href={path} target="_blank" rel="noopener noreferrer" title="查看原图">
          <img className="ds-banner-thumb" src={path} alt={row.title} />
        </a>
      ),
    },
    {
      title: '标题',
      dataIndex: 'title',
      width: 220,
      render: (title: string, row: BannerRow) => (
        <Space vertical align="start" spacing={2}>
          <Typography.Text strong ellipsis={{ showTooltip: true }} className="ds-ads-admin-cell">
            {title}
          </Typography.Text>
          {row.description && (
            <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} className="ds-ads-admin-cell">
              {row.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    tagColumn<BannerRow>('类型', 'type', (row) => ({ label: typeLabel[row.type] ?? row.type, color: TYPE_COLORS[row.type] })),
    {
      title: '链接',
      dataIndex: 'url',
      render: (url: string) =>
        url ? (
          <Typography.Text
            link={{ href: url, target: '_blank', rel: 'noopener noreferrer' }}
            ellipsis={{ showTooltip: true }}
            className="ds-ads-admin-cell ds-ads-admin-cell--url"
          >
            {url}
          </Typography.Text>
        ) : (
          <Typography.Text type="tertiary">不跳转</Typography.Text>
        ),
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    enableColumn<BannerRow>({ name: (row) => row.title, onChange: toggle, disabled: !can.update, width: 70 }),
    rowActionsColumn<BannerRow>({
      width: 130,
      actions: (row) => [{ label: '编辑', onClick: () => setEditing(row), show: can.update }, deleting.row(row)],
    }),
  ]

  return (
    <AdminListPage<BannerRow>
      title="横幅管理"
      description={`共 ${list.total} 个横幅；启用的网站横幅在首页轮播，排序数值大的在前`}
      create={can.create ? { label: '新增横幅', onClick: () => setEditing({ ...EMPTY }) } : undefined}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索横幅" placeholder="搜索标题、描述或链接" />
          <ListSelect list={list} field="type" placeholder="全部类型" label="按类型筛选" options={types} />
          <ListEnableSelect list={list} />
        </>
      }
      batch={batchButtons([deleting.batch])}
      unit="个"
      columns={columns}
      scrollX={1000}
      empty={{
        title: '还没有横幅',
        description: '上传一张宽图作为首页轮播，没有横幅时首页不显示轮播',
        filtered: list.changed,
      }}
      modals={
        <EntityFormModal
          title={editing?.id ? '编辑横幅' : '新增横幅'}
          editing={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={save}
        >
          {({ values, formApi }) => (
            <>
              <Form.Input field="title" label="标题" rules={[{ required: true, message: '请输入横幅标题' }]} maxLength={128} />
              <Form.Slot label="图片">
                <BannerImageField value={values.path ?? ''} canUpload={can.upload} onChange={(path) => formApi.setValue('path', path)} />
              </Form.Slot>
              <Form.Input
                field="path"
                label="图片地址"
                placeholder="上传后自动填写，也可填写 https:// 开头的图片网址"
                rules={[
                  { required: true, message: '请上传横幅图片' },
                  { pattern: HREF, message: '横幅图片必须是上传后的图片地址（/uploads/...）或 http(s) 网址' },
                ]}
              />
              <Form.Input
                field="url"
                label="链接地址"
                placeholder="/joinvip 或 https://www.example.com，留空则不跳转"
                rules={[
                  { pattern: /^$|^(\/(?!\/)|https?:\/\/)/i, message: '链接地址必须以 / 开头，或者是 http:// 或 https:// 开头的网址' },
                ]}
              />
              <Form.RadioGroup field="type" label="类型" type="button" options={types} />
              <Form.TextArea
                field="description"
                label="描述"
                placeholder="填写后显示在首页轮播图片上（图片已带文字时留空）"
                maxCount={255}
                autosize={{ minRows: 2, maxRows: 4 }}
              />
              <div className="ds-ads-admin-pair">
                <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" className="ds-ads-admin-sort" />
                <Form.Switch field="enable" label="启用" />
              </div>
            </>
          )}
        </EntityFormModal>
      }
    />
  )
}
