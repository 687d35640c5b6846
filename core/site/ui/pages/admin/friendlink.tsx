import { useCallback, useEffect, useRef, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Toast, Typography } from '@douyinfe/semi-ui-19'
import type { FormApi } from '@douyinfe/semi-ui-19/lib/es/form'
import { IconPlus, IconRefresh, IconSearch } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'

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
  const [rows, setRows] = useState<Friendlink[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [query, setQuery] = useState({ page: 1, size: 10, wd: '', enable: 'all' as EnableFilter })
  const [selected, setSelected] = useState<number[]>([])
  const [editing, setEditing] = useState<Partial<Friendlink> | null>(null)
  const [saving, setSaving] = useState(false)
  const formApi = useRef<FormApi | null>(null)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const enable = query.enable === 'all' ? undefined : query.enable
      const data = await api.get('/api/v1/friendlink/list', { page: query.page, size: query.size, wd: query.wd, enable })
      setRows(data.friendlink ?? [])
      setTotal(data.total ?? 0)
    } catch (error: any) {
      Toast.error(error.message)
    } finally {
      setLoading(false)
    }
  }, [query])

  useEffect(() => {
    load()
  }, [load])

  const save = async (values: Partial<Friendlink>) => {
    setSaving(true)
    try {
      if (editing?.id) {
        await api.put('/api/v1/friendlink', { ...values, id: editing.id })
        Toast.success('修改成功')
      } else {
        await api.post('/api/v1/friendlink', values)
        Toast.success('新增成功')
      }
      setEditing(null)
      await load()
    } catch (error: any) {
      Toast.error(error.message)
    } finally {
      setSaving(false)
    }
  }

  const toggle = async (row: Friendlink, enable: boolean) => {
    try {
      await api.put('/api/v1/friendlink', { id: row.id, enable })
      setRows((current) => current.map((item) => (item.id === row.id ? { ...item, enable } : item)))
    } catch (error: any) {
      Toast.error(error.message)
    }
  }

  const remove = (ids: number[], title: string) => {
    Modal.confirm({
      title,
      content: '删除后不可恢复。',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { type: 'danger', theme: 'solid' },
      onOk: async () => {
        try {
          await api.delete('/api/v1/friendlink', { id: ids })
          Toast.success('删除成功')
          setSelected([])
          await load()
        } catch (error: any) {
          Toast.error(error.message)
        }
      },
    })
  }

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
          <Button size="small" theme="borderless" type="danger" onClick={() => remove([row.id], `删除友情链接「${row.title}」？`)}>
            删除
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <div className="ds-admin-page">
      <Head title="友情链接 - 管理后台" />
      <Card bordered={false} title={<Typography.Title heading={5} style={{ margin: 0 }}>友情链接</Typography.Title>}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" theme="solid" icon={<IconPlus />} onClick={() => setEditing({ ...EMPTY })}>
            新增友链
          </Button>
          <Button
            type="danger"
            disabled={!selected.length}
            onClick={() => remove(selected, `删除选中的 ${selected.length} 个友情链接？`)}
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
        </Space>
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
      </Card>
      <Modal
        title={editing?.id ? '编辑友情链接' : '新增友情链接'}
        visible={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => formApi.current?.submitForm()}
        okButtonProps={{ loading: saving }}
        okText="保存"
        cancelText="取消"
        width="min(560px, calc(100vw - 24px))"
        destroyOnClose
      >
        {editing && (
          <Form initValues={editing} getFormApi={(instance) => (formApi.current = instance)} onSubmit={save} labelPosition="top">
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
          </Form>
        )}
      </Modal>
    </div>
  )
}
