import { IllustrationNotFound } from '@douyinfe/semi-illustrations'
import { ErrorPage } from '../../../components/error_page'

export default function NotFound() {
  return (
    <ErrorPage
      headTitle="页面不存在"
      title="404 页面不存在"
      description="您访问的页面不存在或已被删除，请检查地址是否正确"
      image={<IllustrationNotFound className="ds-empty-image ds-empty-image--large" />}
    />
  )
}
