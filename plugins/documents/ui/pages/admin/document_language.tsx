import { useState } from 'react'
import { Button, Form, Input, Modal, Space, Switch, Table, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconEdit, IconPlus, IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useMediaQuery } from '~/hooks/use_media_query'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { AdminDocPanel } from '../../components/admin_panel'
import { AdminEmpty } from '../../components/admin_empty'
import { useAdminList } from '../../components/admin_list'

interface Props {
  can: { create: boolean; update: boolean; delete: boolean }
}

interface LanguageRow {
  id: number
  language: string
  code: string
  enable: boolean
  total: number
  sort: number
  created_at: string | null
}

type Editing = Partial<LanguageRow>

const EMPTY: Editing = { language: '', code: '', enable: true, sort: 0 }

export default function DocumentLanguage({ can }: Props) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const [keyword, setKeyword] = useState('')
  const [wd, setWd] = useState('')
  const list = useAdminList<LanguageRow>('/api/v1/language/list', 'language', { wd })
  const [editing, setEditing] = useState<Editing | null>(null)
  const [saving, setSaving] = useState(false)
  const [selected, setSelected] = useState<number[]>([])

  const save = async (values: Editing) => {
    setSaving(true)
    try {
      const body = { language: values.language, code: values.code, enable: values.enable ?? true, sort: values.sort ?? 0 }
      if (editing?.id) {
        await api.put('/api/v1/language', { ...body, id: editing.id })
        Toast.success('修改成功')
      } else {
        await api.post('/api/v1/language', body)
        Toast.success('新增成功')
      }
      setEditing(null)
      list.reload()
    } catch (error: any) {
      Toast.error(error?.message ?? '保存失败')
    } finally {
      setSaving(false)
    }
  }

  const setEnabled = async (ids: number[], enable: boolean) => {
    try {
      await api.put('/api/v1/language/status', { id: ids, enable })
      Toast.success(enable ? '已启用' : '已禁用')
      setSelected([])
      list.reload()
    } catch (error: any) {
      Toast.error(error?.message ?? '操作失败')
    }
  }

  const remove = (ids: number[], what: string) =>
    Modal.confirm({
      title: '删除语言',
      content: `删除${what}？还有文档使用的语言不能删除。`,
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { type: 'danger', theme: 'solid' },
      onOk: async () => {
        try {
          await api.delete('/api/v1/language', { id: ids })
          Toast.success('删除成功')
          setSelected([])
          list.reload()
        } catch (error: any) {
          Toast.error(error?.message ?? '删除失败')
        }
      },
    })

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '语言',
      dataIndex: 'language',
      width: 180,
      render: (language: string) => <Typography.Text strong>{language}</Typography.Text>,
    },
    { title: '代码', dataIndex: 'code', width: 110, render: (code: string) => <span className="ds-docadmin-code">{code}</span> },
    { title: '文档数', dataIndex: 'total', width: 90 },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '启用',
      dataIndex: 'enable',
      width: 80,
      render: (enable: boolean, row: LanguageRow) => (
        <Switch
          size="small"
          checked={enable}
          disabled={!can.update}
          onChange={(value) => setEnabled([row.id], value)}
          aria-label={`启用 ${row.language}`}
        />
      ),
    },
    {
      title: '创建时间',
      dataIndex: 'created_at',
      width: 170,
      render: (value: string | null) => <span className="ds-docadmin-nowrap">{formatDateTime(value)}</span>,
    },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 150,
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: LanguageRow) => (
        <Space spacing={4}>
          {can.update && (
            <Button size="small" theme="borderless" icon={<IconEdit />} onClick={() => setEditing(row)}>
              编辑
            </Button>
          )}
          {can.delete && (
            <Button
              size="small"
              theme="borderless"
              type="danger"
              icon={<IconDelete />}
              aria-label={`删除 ${row.language}`}
              onClick={() => remove([row.id], `语言「${row.language}」`)}
            />
          )}
        </Space>
      ),
    },
  ]

  return (
    <AdminDocPanel
      title="语言管理"
      description="上传和编辑文档时可选的语言；禁用的语言不再出现在前台的选项里。"
      actions={
        <>
          {can.create && (
            <Button theme="solid" icon={<IconPlus />} onClick={() => setEditing({ ...EMPTY })}>
              新增语言
            </Button>
          )}
          <Button icon={<IconRefresh />} theme="borderless" onClick={() => list.reload()} aria-label="刷新列表" />
        </>
      }
      modals={
        <EntityFormModal<Editing>
          title={editing?.id ? '编辑语言' : '新增语言'}
          editing={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={save}
        >
          <Form.Input field="language" label="语言名称" placeholder="如：中文" maxLength={64} rules={[{ required: true, message: '请输入语言名称' }]} />
          <Form.Input
            field="code"
            label="语言代码"
            placeholder="如：zh、en、zh-TW"
            maxLength={16}
            extraText="文档按代码记录语言；修改代码时，已有文档会一起改过来。"
            rules={[
              { required: true, message: '请输入语言代码' },
              { pattern: /^[A-Za-z0-9_-]+$/, message: '语言代码只能包含字母、数字、下划线和短横线，如 zh、en、zh-TW' },
            ]}
          />
          <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" precision={0} style={{ width: 200 }} />
          <Form.Switch field="enable" label="启用" />
        </EntityFormModal>
      }
    >
      <div className="ds-docadmin-filters">
        <Input
          className="ds-docadmin-filters__search"
          prefix={<IconSearch />}
          placeholder="搜索语言名称或代码"
          aria-label="搜索语言"
          value={keyword}
          showClear
          onChange={setKeyword}
          onEnterPress={() => setWd(keyword.trim())}
          onClear={() => setWd('')}
        />
        <Button type="primary" onClick={() => setWd(keyword.trim())}>
          搜索
        </Button>
      </div>

      {selected.length > 0 && (
        <div className="ds-docadmin-batch" role="toolbar" aria-label="批量操作">
          <span className="ds-docadmin-batch__count">已选择 {selected.length} 项</span>
          {can.update && (
            <>
              <Button size="small" onClick={() => setEnabled(selected, true)}>
                启用
              </Button>
              <Button size="small" type="warning" onClick={() => setEnabled(selected, false)}>
                禁用
              </Button>
            </>
          )}
          {can.delete && (
            <Button size="small" type="danger" onClick={() => remove(selected, `选中的 ${selected.length} 个语言`)}>
              删除
            </Button>
          )}
          <Button size="small" theme="borderless" onClick={() => setSelected([])}>
            取消选择
          </Button>
        </div>
      )}

      <Table<LanguageRow>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        scroll={{ x: 850 }}
        size={narrow ? 'small' : 'default'}
        rowSelection={
          can.update || can.delete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(Number)) }
            : undefined
        }
        empty={
          list.loaded ? (
            <AdminEmpty filtered={Boolean(wd)} title="还没有语言" hint={can.create ? '点击“新增语言”添加，如 中文（zh）、English（en）' : undefined} />
          ) : (
            <span />
          )
        }
        pagination={{
          currentPage: list.page,
          pageSize: list.size,
          total: list.total,
          showSizeChanger: !narrow,
          pageSizeOpts: [10, 20, 50, 100],
          size: narrow ? 'small' : 'default',
          onPageChange: (page: number) => list.setPage(page),
          onPageSizeChange: (size: number) => list.setSize(size),
        }}
      />
    </AdminDocPanel>
  )
}
