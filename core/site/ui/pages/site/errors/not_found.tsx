import { IllustrationNotFound } from '@douyinfe/semi-illustrations'
import { ErrorPage } from '../../../components/error_page'

export default function NotFound() {
  return (
    <ErrorPage
      headTitle="404 - This page could not be found"
      title="404"
      description="This page could not be found"
      image={<IllustrationNotFound className="ds-empty-image ds-empty-image--large" />}
    />
  )
}
