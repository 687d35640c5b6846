import { useState } from 'react'
import { Button, Form, Input, Select, Space, Switch, Table, Typography } from '@douyinfe/semi-ui-19'
import { IconPlus, IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { AdminPage } from '~/components/admin/admin_page'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { useEntityAdmin } from '~/components/admin/use_entity_admin'

interface Friendlink {
  id: number
  title: string
  link: string
  description: string
  sort: number
  enable: boolean
}

type EnableFilter = 'all' | 'true' | 'false'

const EMPTY: Partial<Friendlink> = { title: '', link: '', description: '', sort: 0, enable: true }

export default function FriendlinkAdmin() {
  const [query, setQuery] = useState({ page: 1, size: 10, wd: '', enable: 'all' as EnableFilter })
  const [selected, setSelected] = useState<number[]>([])
  const { rows, total, loading, load, editing, setEditing, saving, save, toggle, remove } = useEntityAdmin<Friendlink>(
    '/api/v1/friendlink',
    'friendlink',
    { page: query.page, size: query.size, wd: query.wd, enable: query.enable === 'all' ? undefined : query.enable },
  )
  const removeLinks = (ids: number[], title: string) => remove({ ids, title, onDeleted: () => setSelected([]) })

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: '名称', dataIndex: 'title', width: 180 },
    {
      title: '链接',
      dataIndex: 'link',
      render: (link: string) => (
        <Typography.Text link={{ href: link, target: '_blank', rel: 'noopener noreferrer' }} ellipsis={{ showTooltip: true }} style={{ maxWidth: 280 }}>
          {link}
        </Typography.Text>
      ),
    },
    { title: '描述', dataIndex: 'description', render: (text: string) => text || '-' },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '启用',
      dataIndex: 'enable',
      width: 80,
      render: (enable: boolean, row: Friendlink) => (
        <Switch size="small" checked={enable} onChange={(value) => toggle(row, value)} aria-label={`启用 ${row.title}`} />
      ),
    },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 140,
      render: (_: unknown, row: Friendlink) => (
        <Space>
          <Button size="small" theme="borderless" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Button size="small" theme="borderless" type="danger" onClick={() => removeLinks([row.id], `删除友情链接「${row.title}」？`)}>
            删除
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <AdminPage
      title="友情链接"
      toolbar={
        <>
          <Button type="primary" theme="solid" icon={<IconPlus />} onClick={() => setEditing({ ...EMPTY })}>
            新增友链
          </Button>
          <Button
            type="danger"
            disabled={!selected.length}
            onClick={() => removeLinks(selected, `删除选中的 ${selected.length} 个友情链接？`)}
          >
            批量删除
          </Button>
          <Input
            prefix={<IconSearch />}
            placeholder="搜索名称或链接"
            showClear
            style={{ width: 220 }}
            onEnterPress={(event) => setQuery({ ...query, page: 1, wd: (event.target as HTMLInputElement).value })}
            onClear={() => setQuery({ ...query, page: 1, wd: '' })}
          />
          <Select
            value={query.enable}
            style={{ width: 120 }}
            onChange={(value) => setQuery({ ...query, page: 1, enable: value as EnableFilter })}
            optionList={[
              { value: 'all', label: '全部状态' },
              { value: 'true', label: '已启用' },
              { value: 'false', label: '已禁用' },
            ]}
          />
          <Button icon={<IconRefresh />} onClick={load}>
            刷新
          </Button>
        </>
      }
      after={
        <EntityFormModal
          title={editing?.id ? '编辑友情链接' : '新增友情链接'}
          editing={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSubmit={save}
        >
          <Form.Input field="title" label="名称" rules={[{ required: true, message: '请输入名称' }]} maxLength={64} />
          <Form.Input
            field="link"
            label="链接地址"
            placeholder="https://www.example.com"
            rules={[
              { required: true, message: '请输入链接地址' },
              { pattern: /^https?:\/\//i, message: '链接地址必须是 http:// 或 https:// 开头的网址' },
            ]}
          />
          <Form.TextArea field="description" label="描述" maxCount={255} autosize={{ minRows: 2, maxRows: 4 }} />
          <Form.InputNumber field="sort" label="排序" extraText="数值越大越靠前" style={{ width: 200 }} />
          <Form.Switch field="enable" label="启用" />
        </EntityFormModal>
      }
    >
      <Table
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 900 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys ?? []).map(Number)),
        }}
        pagination={{
          currentPage: query.page,
          pageSize: query.size,
          total,
          showSizeChanger: true,
          formatPageText: (info) => `共 ${info?.total ?? 0} 条`,
          onPageChange: (page) => setQuery({ ...query, page }),
          onPageSizeChange: (size) => setQuery({ ...query, page: 1, size }),
        }}
      />
    </AdminPage>
  )
}
