import { Head, Link } from '@inertiajs/react'
import { Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNotFound } from '@douyinfe/semi-illustrations'

export default function NotFound() {
  return (
    <div className="ds-error-page">
      <Head title="404 - This page could not be found" />
      <div className="ds-error-page__card">
        <Empty
          image={<IllustrationNotFound style={{ width: 180, height: 180 }} />}
          title="404"
          description="This page could not be found"
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
