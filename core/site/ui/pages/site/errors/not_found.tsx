import { Head, Link } from '@inertiajs/react'
import { Button, Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNotFound } from '@douyinfe/semi-illustrations'

export default function NotFound() {
  return (
    <div className="ds-container" style={{ padding: '80px 16px' }}>
      <Head title="404 - This page could not be found" />
      <Empty
        image={<IllustrationNotFound style={{ width: 200, height: 200 }} />}
        title="404"
        description="This page could not be found"
      >
        <Link href="/">
          <Button theme="solid">返回首页</Button>
        </Link>
      </Empty>
    </div>
  )
}
