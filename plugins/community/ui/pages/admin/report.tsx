import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Card, Empty, Input, Modal, Select, Space, Switch, Table, Tag, TextArea, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'
import { confirmAction } from '~/components/admin/confirm_action'
import { useAdminList } from '../../components/use_admin_list'
import type { Option, ReportRow } from '../../components/community_types'

interface Props {
  can: { update: boolean; delete: boolean }
  reasons: Option[]
  kinds: Option[]
}

interface Filters {
  wd: string
  status?: 'true' | 'false'
}

function HandleModal({ report, onClose, onSaved }: { report: ReportRow | null; onClose: () => void; onSaved: () => void }) {
  const [status, setStatus] = useState(true)
  const [remark, setRemark] = useState('')
  const [saving, setSaving] = useState(false)
  const [openedFor, setOpenedFor] = useState<number | null>(null)
  if (report && openedFor !== report.id) {
    setOpenedFor(report.id)
    setStatus(true)
    setRemark(report.remark)
  }

  const save = async () => {
    if (!report) return
    setSaving(true)
    try {
      await api.put('/api/v1/report', { id: report.id, status, remark: remark.trim() })
      Toast.success('处理结果已保存')
      onSaved()
    } catch (error: any) {
      Toast.error(error?.message ?? '保存失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title="处理举报"
      visible={Boolean(report)}
      onCancel={onClose}
      onOk={save}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      afterClose={() => setOpenedFor(null)}
    >
      {report && (
        <Space vertical align="start" spacing={12} style={{ width: '100%' }}>
          <Typography.Text>
            被举报内容：
            {report.link ? (
              <Typography.Text link={{ href: report.link, target: '_blank' }}>{report.document_title}</Typography.Text>
            ) : (
              `${report.document_title}（已删除）`
            )}
          </Typography.Text>
          <Typography.Text>举报原因：{report.reason_name}</Typography.Text>
          <Space>
            <Switch checked={status} onChange={setStatus} aria-label="已处理" />
            <span>{status ? '已处理' : '未处理'}</span>
          </Space>
          <TextArea value={remark} onChange={setRemark} maxCount={512} rows={3} placeholder="处理备注，例如：已下架该文档" aria-label="处理备注" />
        </Space>
      )}
    </Modal>
  )
}

export default function ReportAdmin({ can, kinds }: Props) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [draft, setDraft] = useState('')
  const [filters, setFilters] = useState<Filters>({ wd: '', status: 'false' })
  const [paging, setPaging] = useState({ page: 1, size: 10 })
  const [handling, setHandling] = useState<ReportRow | null>(null)
  const list = useAdminList<ReportRow>('/api/v1/report/list', 'report', { ...filters, ...paging })
  const filtered = Boolean(filters.wd || filters.status)

  const apply = (next: Filters) => {
    setFilters(next)
    setPaging((value) => ({ ...value, page: 1 }))
  }

  const remove = (row: ReportRow) =>
    confirmAction({
      title: '删除这条举报？',
      content: '删除后不可恢复。',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { type: 'danger', theme: 'solid' },
      fallback: '删除失败',
      action: async () => {
        await api.delete('/api/v1/report', { id: [row.id] })
        Toast.success('删除成功')
        await list.reload()
      },
    })

  const columns = [
    {
      title: '被举报内容',
      dataIndex: 'document_title',
      width: 260,
      render: (title: string, row: ReportRow) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          {row.link ? (
            <Typography.Text link={{ href: row.link, target: '_blank' }} ellipsis={{ showTooltip: true }} style={{ maxWidth: 240 }}>
              {title}
            </Typography.Text>
          ) : (
            <Typography.Text type="tertiary">{title}（已删除）</Typography.Text>
          )}
          <Typography.Text type="tertiary" size="small">
            {kinds.find((kind) => kind.value === row.type)?.label ?? ''} #{row.document_id}
          </Typography.Text>
        </div>
      ),
    },
    { title: '举报原因', dataIndex: 'reason_name', width: 110, render: (name: string) => <Tag size="small" color="orange">{name}</Tag> },
    { title: '举报人', dataIndex: 'username', width: 120, render: (name: string) => name || <Typography.Text type="tertiary">已注销</Typography.Text> },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: boolean) => (
        <Tag size="small" color={status ? 'green' : 'amber'}>
          {status ? '已处理' : '未处理'}
        </Tag>
      ),
    },
    { title: '处理备注', dataIndex: 'remark', width: 180, render: (remark: string) => remark || <Typography.Text type="tertiary">—</Typography.Text> },
    { title: '举报时间', dataIndex: 'created_at', width: 170, render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span> },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 130,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: ReportRow) => (
        <Space spacing={4}>
          {can.update && (
            <Button size="small" theme="borderless" onClick={() => setHandling(row)}>
              处理
            </Button>
          )}
          {can.delete && (
            <Button size="small" theme="borderless" type="danger" onClick={() => remove(row)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <div className="ds-admin-page">
      <Head title="举报管理 - 管理后台" />
      <Card
        bordered={false}
        title={
          <Space vertical align="start" spacing={2}>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              举报管理
            </Typography.Title>
            <Typography.Text type="tertiary" size="small">
              共 {list.total} 条举报
            </Typography.Text>
          </Space>
        }
        headerExtraContent={<Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 12px', marginBottom: 16 }}>
          <Input
            prefix={<IconSearch />}
            placeholder="搜索被举报内容的标题"
            aria-label="搜索举报"
            style={{ width: narrow ? '100%' : 240 }}
            value={draft}
            showClear
            onChange={setDraft}
            onEnterPress={() => apply({ ...filters, wd: draft.trim() })}
            onClear={() => apply({ ...filters, wd: '' })}
          />
          <Select
            placeholder="全部状态"
            aria-label="按状态筛选"
            style={{ width: narrow ? '100%' : 130 }}
            value={filters.status}
            showClear
            optionList={[
              { value: 'false', label: '未处理' },
              { value: 'true', label: '已处理' },
            ]}
            onChange={(value) => apply({ ...filters, status: (value as 'true' | 'false') || undefined })}
          />
          <Button type="primary" onClick={() => apply({ ...filters, wd: draft.trim() })}>
            搜索
          </Button>
        </div>
        <Table<ReportRow>
          rowKey="id"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 1060 }}
          size={narrow ? 'small' : 'default'}
          empty={
            list.loaded ? (
              <Empty
                style={{ padding: '32px 0' }}
                image={filtered ? <IllustrationNoResult style={{ width: 150, height: 150 }} /> : <IllustrationNoContent style={{ width: 150, height: 150 }} />}
                title={filters.status === 'false' && !filters.wd ? '没有待处理的举报' : filtered ? '没有符合条件的举报' : '还没有举报'}
                description={filtered ? '换个条件或清除筛选试试' : '用户对文档和文章的举报会出现在这里'}
              />
            ) : (
              <span />
            )
          }
          pagination={{
            currentPage: paging.page,
            pageSize: paging.size,
            total: list.total,
            showSizeChanger: !narrow,
            pageSizeOpts: [10, 20, 50, 100],
            size: narrow ? 'small' : 'default',
            onPageChange: (page: number) => setPaging((value) => ({ ...value, page })),
            onPageSizeChange: (size: number) => setPaging({ page: 1, size }),
          }}
        />
      </Card>
      <HandleModal
        report={handling}
        onClose={() => setHandling(null)}
        onSaved={() => {
          setHandling(null)
          list.reload()
        }}
      />
    </div>
  )
}
