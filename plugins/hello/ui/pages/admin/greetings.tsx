import { useState } from 'react'
import { Button, Input, Toast } from '@douyinfe/semi-ui-19'
import { AdminListPage } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

interface Greeting {
  id: number
  name: string
  text: string
  created_at: string
}

interface Props {
  /** What the viewer may do here (greetings_page_controller.ts): the add form needs hello.greeting.create. */
  can: { create: boolean }
}

export default function HelloGreetings({ can }: Props) {
  const list = useListQuery<Greeting>({ endpoint: apiUrl('hello.list'), key: 'greeting' })
  const [name, setName] = useState('')

  const add = async () => {
    try {
      await api.post(apiUrl('hello.store'), { name })
      Toast.success('添加成功')
      setName('')
      if (list.page === 1) list.reload()
      else list.setPage(1)
    } catch (error: any) {
      Toast.error(error.message)
    }
  }

  return (
    <AdminListPage<Greeting>
      title="问候"
      description={`共 ${list.total} 条问候`}
      list={list}
      filters={
        can.create && (
          <>
            <Input
              value={name}
              onChange={setName}
              onEnterPress={() => name.trim() && add()}
              placeholder="问候谁"
              aria-label="问候谁"
              maxLength={32}
            />
            <Button theme="solid" onClick={add} disabled={!name.trim()}>
              添加
            </Button>
          </>
        )
      }
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        { title: '名字', dataIndex: 'name', width: 160 },
        { title: '问候', dataIndex: 'text', width: 240 },
        { title: '时间', dataIndex: 'created_at', width: 180, render: (value: string) => new Date(value).toLocaleString() },
      ]}
      scrollX={660}
      empty={{ title: '还没有问候', description: can.create ? '在上面输入一个名字，添加第一条问候' : undefined }}
    />
  )
}
