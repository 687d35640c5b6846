import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { Button, Empty } from '@douyinfe/semi-ui-19'
import './accounts.css'

/**
 * What a sign-in page shows in place of its form (registration closed, the password reset,
 * no SMS): a picture, what happened, and one button on to `href`.
 */
export function AuthOutcome({
  image,
  title,
  description,
  href,
  action,
  className = 'ds-acc-empty',
}: {
  image: ReactNode
  title: string
  description: string
  href: string
  action: string
  className?: string
}) {
  return (
    <Empty className={className} image={image} title={title} description={description}>
      <Link href={href}>
        <Button theme="solid" type="primary">
          {action}
        </Button>
      </Link>
    </Empty>
  )
}
