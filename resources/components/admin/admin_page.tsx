import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Card, Space, Typography } from '@douyinfe/semi-ui-19'

/**
 * The frame of a simple admin list page: the browser title "<title> - 管理后台", a card with
 * the title, a row of toolbar buttons above the card body, and what goes after the card
 * (the edit modal, for instance).
 */
export function AdminPage({
  title,
  toolbar,
  children,
  after,
}: {
  title: string
  toolbar: ReactNode
  children: ReactNode
  after?: ReactNode
}) {
  return (
    <div className="ds-admin-page">
      <Head title={`${title} - 管理后台`} />
      <Card bordered={false} title={<Typography.Title heading={5} style={{ margin: 0 }}>{title}</Typography.Title>}>
        <Space wrap style={{ marginBottom: 16 }}>
          {toolbar}
        </Space>
        {children}
      </Card>
      {after}
    </div>
  )
}
