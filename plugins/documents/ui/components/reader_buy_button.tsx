import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Toast } from '@douyinfe/semi-ui-19'
import { IconCart } from '@douyinfe/semi-icons'
import { api, type ApiRequestError } from '~/lib/api'
import { useShared } from '~/lib/shared_props'
import { apiUrl } from '~/lib/api_url'

/**
 * 购买文档: an order for the document (type 1), paid on /order in credits or with money; a
 * bought document downloads for free from then on.
 */
export function ReaderBuyButton({ documentId, block = false }: { documentId: number; block?: boolean }) {
  const { user } = useShared()
  const [loading, setLoading] = useState(false)

  const buy = async () => {
    if (!user) return router.visit(`/login?redirect=${encodeURIComponent(`/document/${documentId}`)}`)
    setLoading(true)
    try {
      const order = await api.post<{ order_no: string }>(apiUrl('commerce.order.store'), { order_type: 1, product_id: documentId })
      router.visit(`/order?order_no=${order.order_no}`)
    } catch (error) {
      Toast.error((error as ApiRequestError).message || '下单失败，请稍后再试')
      setLoading(false)
    }
  }

  return (
    <Button size="large" icon={<IconCart />} loading={loading} block={block} onClick={() => void buy()} data-testid="reader-buy">
      购买文档
    </Button>
  )
}
