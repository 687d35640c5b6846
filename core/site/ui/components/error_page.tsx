import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Empty } from '@douyinfe/semi-ui-19'

/** A full-page error: an illustration, what went wrong, and the way back home. */
export function ErrorPage({
  headTitle,
  title,
  description,
  image,
}: {
  headTitle: string
  title: string
  description: ReactNode
  image: ReactNode
}) {
  return (
    <div className="ds-error-page">
      <Head title={headTitle} />
      <div className="ds-error-page__card">
        <Empty image={image} title={title} description={description}>
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
