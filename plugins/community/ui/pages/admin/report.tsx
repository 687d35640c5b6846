import { useState } from 'react'
import { Space, Switch, TextArea, Toast, Typography } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { AdminListPage, ListBooleanSelect, ListSearch } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import { rowActionsColumn } from '~/components/admin/row_actions'
import { timeColumn } from '~/components/admin/time_column'
import './community_admin.css'
import type { Option, ReportRow } from '../../components/community_types'
import { ContentTargetCell } from '../../components/content_target_cell'
import { apiUrl } from '~/lib/api_url'
import { tagColumn } from '~/components/admin/tag_column'

interface Props {
  can: { update: boolean; delete: boolean }
  reasons: Option[]
  kinds: Option[]
}

type Filters = {
  wd: string
  status?: 'true' | 'false'
}

function HandleModal({ report, onClose, onSaved }: { report: ReportRow | null; onClose: () => void; onSaved: () => void }) {
  const [status, setStatus] = useState(true)
  const [remark, setRemark] = useState('')
  const { saving, run } = useModalSubmit({ onDone: onSaved, onClose })
  const [openedFor, setOpenedFor] = useState<number | null>(null)
  if (report && openedFor !== report.id) {
    setOpenedFor(report.id)
    setStatus(true)
    setRemark(report.remark)
  }

  const save = async () => {
    if (!report) return
    await run(async () => {
      await api.put(apiUrl('community.report.update'), { id: report.id, status, remark: remark.trim() })
      Toast.success('处理结果已保存')
    })
  }

  return (
    <SubmitModal
      title="处理举报"
      visible={Boolean(report)}
      onClose={onClose}
      onSubmit={save}
      okText="保存"
      cancelText="取消"
      saving={saving}
      afterClose={() => setOpenedFor(null)}
    >
      {report && (
        <Space vertical align="start" spacing={12} className="ds-community-report-form">
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
          <TextArea
            value={remark}
            onChange={setRemark}
            maxCount={512}
            rows={3}
            placeholder="处理备注，例如：已下架该文档"
            aria-label="处理备注"
          />
        </Space>
      )}
    </SubmitModal>
  )
}

export default function ReportAdmin({ can, kinds }: Props) {
  // Reports not handled yet are the work of this page, so it opens on them.
  const list = useListQuery<ReportRow, Filters>({
    endpoint: apiUrl('community.report.list'),
    key: 'report',
    filters: { wd: '', status: 'false' },
    text: ['wd'],
  })
  const [handling, setHandling] = useState<ReportRow | null>(null)
  const { filters } = list

  const remove = (row: ReportRow) =>
    list.confirmDelete({ endpoint: apiUrl('community.report.delete'), ids: [row.id], title: '删除这条举报？' })

  const columns = [
    {
      title: '被举报内容',
      dataIndex: 'document_title',
      width: 260,
      render: (title: string, row: ReportRow) => (
        <ContentTargetCell row={row} title={title} kinds={kinds} gone={`${title}（已删除）`} wide />
      ),
    },
    tagColumn<ReportRow>('举报原因', 'reason_name', (row) => ({ label: row.reason_name, color: 'orange' }), { width: 110 }),
    {
      title: '举报人',
      dataIndex: 'username',
      width: 120,
      render: (name: string) => name || <Typography.Text type="tertiary">已注销</Typography.Text>,
    },
    tagColumn<ReportRow>('状态', 'status', (row) =>
      row.status ? { label: '已处理', color: 'green' } : { label: '未处理', color: 'amber' }
    ),
    {
      title: '处理备注',
      dataIndex: 'remark',
      width: 180,
      render: (remark: string) => remark || <Typography.Text type="tertiary">—</Typography.Text>,
    },
    timeColumn<ReportRow>('举报时间', 'created_at'),
    rowActionsColumn<ReportRow>({
      width: 130,
      actions: (row) => [
        { label: '处理', onClick: () => setHandling(row), show: can.update },
        { label: '删除', type: 'danger', onClick: () => remove(row), show: can.delete },
      ],
    }),
  ]

  return (
    <AdminListPage<ReportRow>
      title="举报管理"
      description={`共 ${list.total} 条举报`}
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索举报" placeholder="搜索被举报内容的标题" />
          <ListBooleanSelect list={list} field="status" placeholder="全部状态" labels={{ false: '未处理', true: '已处理' }} />
        </>
      }
      columns={columns}
      scrollX={1060}
      empty={{
        title: '还没有举报',
        description: '用户对文档和文章的举报会出现在这里',
        filteredTitle: filters.status === 'false' && !filters.wd ? '没有待处理的举报' : '没有符合条件的举报',
      }}
      modals={
        <HandleModal
          report={handling}
          onClose={() => setHandling(null)}
          onSaved={() => {
            setHandling(null)
            list.reload()
          }}
        />
      }
    />
  )
}
