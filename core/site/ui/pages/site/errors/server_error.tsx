import { Head, Link } from '@inertiajs/react'
import { Empty } from '@douyinfe/semi-ui-19'
import { IllustrationFailure } from '@douyinfe/semi-illustrations'

export default function ServerError({ message }: { message?: string }) {
  return (
    <div className="ds-error-page">
      <Head title="出错了" />
      <div className="ds-error-page__card">
        <Empty
          image={<IllustrationFailure style={{ width: 180, height: 180 }} />}
          title="出错了"
          description={<span className="ds-error-page__message">{message || '页面加载失败，请稍后再试'}</span>}
        >
          <div className="ds-error-page__actions">
            <Link href="/" className="ds-pill-button">
              返回首页
            </Link>
          </div>
        </Empty>
      </div>
    </div>
  )
}
