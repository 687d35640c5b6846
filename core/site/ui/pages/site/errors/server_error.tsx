import { Head, Link } from '@inertiajs/react'
import { Button, Empty } from '@douyinfe/semi-ui-19'
import { IllustrationFailure } from '@douyinfe/semi-illustrations'

export default function ServerError({ message }: { message: string }) {
  return (
    <div className="ds-container" style={{ padding: '80px 16px' }}>
      <Head title="出错了" />
      <Empty image={<IllustrationFailure style={{ width: 200, height: 200 }} />} title="出错了" description={message}>
        <Link href="/">
          <Button theme="solid">返回首页</Button>
        </Link>
      </Empty>
    </div>
  )
}
