import { IllustrationFailure } from '@douyinfe/semi-illustrations'
import { ErrorPage } from '../../../components/error_page'

export default function ServerError({ message }: { message?: string }) {
  return (
    <ErrorPage
      headTitle="出错了"
      title="出错了"
      description={<span className="ds-error-page__message">{message || '页面加载失败，请稍后再试'}</span>}
      image={<IllustrationFailure className="ds-empty-image ds-empty-image--large" />}
    />
  )
}
