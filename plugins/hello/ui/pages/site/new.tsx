import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Card, Empty, Form, Toast } from '@douyinfe/semi-ui-19'
import { IllustrationNoAccess } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { SeoHead } from '~/components/site/seo_head'
import type { GreetingItem } from '../../components/greeting_types'
import './hello.css'

interface Props {
  /** Saving needs hello.greeting.create (greeting_page_controller.ts). */
  can: { create: boolean }
  /** The article categories a greeting may be filed under; empty without the categories plugin. */
  categories: { value: number; label: string }[]
}

/** /hello/new, 留下问候: login required and kept from crawlers (robots.txt). */
export default function NewGreeting({ can, categories }: Props) {
  const [saving, setSaving] = useState(false)

  const save = async (values: { name: string; category_id?: number }) => {
    setSaving(true)
    try {
      const greeting = await api.post<GreetingItem>(apiUrl('hello.store'), { name: values.name, category_id: values.category_id ?? 0 })
      Toast.success('问候已保存')
      router.visit(`/hello/${greeting.id}`)
    } catch (error) {
      Toast.error((error as Error).message)
      setSaving(false)
    }
  }

  return (
    <div className="ds-container ds-hello-page">
      <SeoHead title="留下问候" noindex />
      <Card title="留下问候" className="ds-hello-card ds-hello-compose">
        {can.create ? (
          <Form<{ name: string; category_id?: number }> onSubmit={save} labelPosition="top">
            <Form.Input
              field="name"
              label="问候谁"
              placeholder="例如：世界"
              maxLength={32}
              rules={[{ required: true, whitespace: true, message: '请输入要问候的名字' }]}
            />
            {categories.length > 0 && (
              <Form.Select
                field="category_id"
                label="分类"
                placeholder="不选分类"
                optionList={categories}
                showClear
                className="ds-hello-select"
              />
            )}
            <Button htmlType="submit" theme="solid" loading={saving}>
              保存问候
            </Button>
          </Form>
        ) : (
          <Empty image={<IllustrationNoAccess />} title="你还不能留下问候" description={<Link href="/hello">去看看大家的问候</Link>} />
        )}
      </Card>
    </div>
  )
}
