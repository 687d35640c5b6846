import { useCallback, useEffect, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Button, Card, Input, Space, Table, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'

interface Greeting {
  id: number
  name: string
  text: string
  created_at: string
}

const PAGE_SIZE = 10

export default function HelloGreetings() {
  const [rows, setRows] = useState<Greeting[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)
  const [name, setName] = useState('')

  const load = useCallback(async (target: number) => {
    setLoading(true)
    try {
      const data = await api.get<{ total?: number; greeting?: Greeting[] }>('/api/v1/hello/greeting/list', {
        page: target,
        size: PAGE_SIZE,
      })
      setRows(data.greeting ?? [])
      setTotal(data.total ?? 0)
      setPage(target)
    } catch (error: any) {
      Toast.error(error.message)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    load(1)
  }, [load])

  const add = async () => {
    try {
      await api.post('/api/v1/hello', { name })
      Toast.success('添加成功')
      setName('')
      load(1)
    } catch (error: any) {
      Toast.error(error.message)
    }
  }

  return (
    <Card title="问候">
      <Head title="问候" />
      <Space style={{ marginBottom: 16 }}>
        <Input value={name} onChange={setName} placeholder="问候谁" maxLength={32} />
        <Button theme="solid" onClick={add} disabled={!name.trim()}>
          添加
        </Button>
      </Space>
      <Table
        rowKey="id"
        loading={loading}
        dataSource={rows}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          { title: '名字', dataIndex: 'name' },
          { title: '问候', dataIndex: 'text' },
          { title: '时间', dataIndex: 'created_at', render: (value: string) => new Date(value).toLocaleString() },
        ]}
        pagination={{ currentPage: page, pageSize: PAGE_SIZE, total, onPageChange: load }}
      />
    </Card>
  )
}
