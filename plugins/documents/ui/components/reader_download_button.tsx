import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Modal, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconDownload } from '@douyinfe/semi-icons'
import { api, type ApiRequestError } from '~/lib/api'
import { useCreditName } from '~/lib/shared_props'
import type { ReaderDownloadQuote } from './reader_types'
import { apiUrl } from '~/lib/api_url'

/** Spend credits only once the member saw the price and their balance. */
function ConfirmPaidDownload({
  quote,
  visible,
  onConfirm,
  onCancel,
}: {
  quote: ReaderDownloadQuote
  visible: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const creditName = useCreditName()
  const short = quote.balance < quote.price
  return (
    <Modal
      title="下载文档"
      visible={visible}
      onOk={onConfirm}
      onCancel={onCancel}
      okText="确认下载"
      cancelText="取消"
      okButtonProps={{ disabled: short }}
      width="min(400px, calc(100vw - 32px))"
      centered
    >
      <div className="ds-reader-confirm" data-testid="download-confirm">
        <p>
          下载该文档需要 <strong data-testid="download-price">{quote.price}</strong> {creditName}
        </p>
        <p>
          您当前有 <strong data-testid="download-balance">{quote.balance}</strong> {creditName}
        </p>
        {short && (
          <Typography.Text type="danger">
            您的{creditName}不足，下载该文档需要 {quote.price} {creditName}
          </Typography.Text>
        )}
      </div>
    </Modal>
  )
}

/**
 * Asks the server for a signed link (it checks login, punishments, daily limits and
 * credits) and follows it; a guest who must log in goes to the login page and back. When the
 * download costs the member credits (the server's quote), they confirm first; afterwards
 * the server says what it charged and the page learns the new balance and price.
 */
export function ReaderDownloadButton({
  documentId,
  price,
  purchased = false,
  quote,
  block = false,
}: {
  documentId: number
  price: number
  /** Bought as an order: downloads cost nothing. */
  purchased?: boolean
  quote?: ReaderDownloadQuote
  block?: boolean
}) {
  const creditName = useCreditName()
  const [loading, setLoading] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // The member's own price when the server quoted one (a VIP or a repeat download pays nothing).
  const charged = quote ? quote.price : price

  const download = async () => {
    setConfirming(false)
    setLoading(true)
    try {
      const { url, message } = await api.get<{ url: string; message?: string }>(apiUrl('documents.download.link'), { id: documentId })
      if (message) Toast.success(message)
      window.location.href = url
      if (quote) router.reload({ only: ['extras'] })
    } catch (error) {
      const failure = error as ApiRequestError
      Toast.error(failure.message || '下载失败，请稍后再试')
      if (failure.status === 401) router.visit(`/login?redirect=${encodeURIComponent(`/document/${documentId}`)}`)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <Button
        theme="solid"
        type="primary"
        size="large"
        icon={<IconDownload />}
        loading={loading}
        block={block}
        onClick={() => (quote && quote.price > 0 ? setConfirming(true) : void download())}
        data-testid="reader-download"
      >
        {purchased ? '已购买，免费下载' : charged > 0 ? `下载（${charged} ${creditName}）` : '免费下载'}
      </Button>
      {quote && quote.price > 0 && (
        <ConfirmPaidDownload quote={quote} visible={confirming} onConfirm={() => void download()} onCancel={() => setConfirming(false)} />
      )}
    </>
  )
}
