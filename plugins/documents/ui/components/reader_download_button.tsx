import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Toast } from '@douyinfe/semi-ui-19'
import { IconDownload } from '@douyinfe/semi-icons'
import { api, ApiRequestError } from '~/lib/api'

/**
 * Asks the server for a signed link (it checks login, punishments, daily limits and
 * credits) and follows it; a guest who must log in goes to the login page and back.
 */
export function ReaderDownloadButton({
  documentId,
  price,
  purchased = false,
  block = false,
}: {
  documentId: number
  price: number
  /** Bought as an order: downloads cost nothing. */
  purchased?: boolean
  block?: boolean
}) {
  const [loading, setLoading] = useState(false)

  const download = async () => {
    setLoading(true)
    try {
      const { url } = await api.get<{ url: string }>('/api/v1/document/download', { id: documentId })
      window.location.href = url
    } catch (error) {
      const failure = error as ApiRequestError
      Toast.error(failure.message || '下载失败，请稍后再试')
      if (failure.status === 401) router.visit(`/login?redirect=${encodeURIComponent(`/document/${documentId}`)}`)
    } finally {
      setLoading(false)
    }
  }

  return (
    <Button
      theme="solid"
      type="primary"
      size="large"
      icon={<IconDownload />}
      loading={loading}
      block={block}
      onClick={() => void download()}
      data-testid="reader-download"
    >
      {purchased ? '已购买，免费下载' : price > 0 ? `下载（${price}）` : '免费下载'}
    </Button>
  )
}
