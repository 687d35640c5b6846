import { useCallback, useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Descriptions, Empty, Modal, Radio, RadioGroup, Toast } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useSetting, useShared, useCreditName } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import '../../components/commerce.css'
import './shop_pages.css'
import { ORDER_TYPE_LABELS, type OrderItem } from '../../components/commerce_types'
import { OrderStatusTag } from '../../components/order_status_tag'
import { apiUrl } from '~/lib/api_url'

const PAYMENT_POLL_MS = 2000

/** While a QR code is shown, asks every two seconds whether the provider's notification has paid the order. */
function useWaitForPayment(orderNo: string | undefined, onPaid: () => void) {
  useEffect(() => {
    if (!orderNo) return
    const timer = window.setInterval(async () => {
      try {
        const status = await api.get<{ status: number }>(apiUrl('commerce.order.status'), { order_no: orderNo })
        if (status.status === 2) onPaid()
      } catch {
        // A failed poll is retried on the next tick.
      }
    }, PAYMENT_POLL_MS)
    return () => window.clearInterval(timer)
  }, [orderNo, onPaid])
}

/** Where a paid order leads: the bought document, or one's VIP. */
const PAID_NEXT: Record<number, (order: OrderItem) => { href: string; label: string }> = {
  1: (order) => ({ href: `/document/${order.product_id}`, label: '返回文档下载' }),
  2: () => ({ href: '/me/vip', label: '查看我的VIP' }),
}

/** /order?order_no=: the order and, while it is pending, paying it. */
export default function OrderPage({ order }: { order: OrderItem | null }) {
  const { user } = useShared()
  const creditName = useCreditName()
  const enableAlipay = useSetting<boolean>('pay', 'enable_alipay', false)
  const enableWechat = useSetting<boolean>('pay', 'enable_wechatpay', false)
  const enableSandbox = useSetting<boolean>('pay', 'enable_sandbox', false)
  const balance = user?.credit_count ?? 0
  const yuan = order ? `￥${(order.money / 100).toFixed(2)}` : ''
  const takesMoney = enableWechat || enableAlipay || enableSandbox
  const shortOfCredits = Boolean(order) && balance < (order?.amount ?? 0)
  // Credits cannot buy credits; money providers appear when config/pay switches them on.
  const methods = [
    ...(order && order.order_type !== 3
      ? [
          {
            value: 5,
            label: `${creditName}支付`,
            extra: `余额 ${balance.toLocaleString('zh-CN')} ${creditName}${shortOfCredits ? '，余额不足' : ''}`,
            disabled: shortOfCredits,
          },
        ]
      : []),
    ...(enableWechat ? [{ value: 1, label: '微信支付', extra: yuan, disabled: false }] : []),
    ...(enableAlipay ? [{ value: 2, label: '支付宝', extra: yuan, disabled: false }] : []),
    ...(enableSandbox ? [{ value: 7, label: '沙箱支付', extra: `${yuan}，仅供演示，不会真实扣款`, disabled: false }] : []),
  ]
  // Pre-select what the member can pay with: never credits the balance does not cover.
  const [method, setMethod] = useState<number | undefined>(methods.find((item) => !item.disabled)?.value)
  const [paying, setPaying] = useState(false)
  const [qr, setQr] = useState('')
  const paid = useCallback(() => {
    setQr('')
    Toast.success('支付成功')
    router.reload()
  }, [])
  useWaitForPayment(qr ? order?.order_no : undefined, paid)

  const pay = async () => {
    if (!order || !method) return
    setPaying(true)
    try {
      const result = await api.post<{ order_status: number; payment_url: string; payment_qr: string }>(apiUrl('commerce.order.pay'), {
        order_no: order.order_no,
        payment_type: method,
      })
      if (result.order_status !== 2 && result.payment_qr) {
        setQr(result.payment_qr)
        return
      }
      if (result.order_status !== 2 && result.payment_url) {
        window.location.href = result.payment_url
        return
      }
      Toast.success('支付成功')
      router.reload()
    } catch (error) {
      Toast.error((error as Error).message || '支付失败')
    } finally {
      setPaying(false)
    }
  }

  return (
    <div className="ds-shop">
      <SeoHead title="订单支付" noindex />
      <Modal title="微信扫码支付" visible={Boolean(qr)} footer={null} onCancel={() => setQr('')} width={360} centered>
        <div className="ds-shop-qr" data-testid="payment-qr">
          {qr && <img src={qr} alt="微信支付二维码" width={240} height={240} />}
          <p>请使用微信扫一扫完成支付{order ? `（￥${(order.money / 100).toFixed(2)}）` : ''}</p>
          <p className="ds-shop-qr__hint">支付完成后页面会自动刷新</p>
        </div>
      </Modal>
      <div className="ds-container">
        <div className="ds-card ds-shop-card ds-shop-order">
          {!order ? (
            <Empty
              image={<IllustrationNoContent className="ds-shop-empty__image" />}
              title="订单不存在"
              description={<Link href="/me/order">查看我的订单</Link>}
              className="ds-shop-empty"
            />
          ) : (
            <>
              <h2 className="ds-shop-order__title">订单详情</h2>
              <Descriptions
                align="left"
                data={[
                  { key: '订单号', value: order.order_no },
                  { key: '订单类型', value: ORDER_TYPE_LABELS[order.order_type] ?? '-' },
                  { key: '商品', value: order.product_name },
                  { key: '状态', value: <OrderStatusTag status={order.status} /> },
                  { key: '下单时间', value: formatDateTime(order.created_at) },
                  ...(order.paid_at ? [{ key: '支付时间', value: formatDateTime(order.paid_at) }] : []),
                ]}
              />
              <div className="ds-shop-order__section">
                应付金额：
                {order.order_type === 3 ? (
                  <span className="ds-shop-order__amount" data-testid="order-amount">
                    ￥{(order.money / 100).toFixed(2)}
                  </span>
                ) : (
                  <>
                    <span className="ds-shop-order__amount" data-testid="order-amount">
                      {order.amount.toLocaleString('zh-CN')}
                    </span>{' '}
                    {creditName}
                    {takesMoney && order.money > 0 && (
                      <span className="ds-shop-order__money" data-testid="order-money">
                        （或 ￥{(order.money / 100).toFixed(2)}）
                      </span>
                    )}
                  </>
                )}
              </div>
              {order.status === 1 && (
                <>
                  <div className="ds-shop-order__section">
                    <div className="ds-shop-order__label">支付方式</div>
                    {methods.every((item) => item.disabled) ? (
                      <span data-testid="order-no-method">
                        {shortOfCredits
                          ? `${creditName}余额不足，且暂无其他可用的支付方式，请联系管理员`
                          : '暂无可用的支付方式，请联系管理员'}
                      </span>
                    ) : (
                      <RadioGroup
                        type="card"
                        value={method}
                        direction="horizontal"
                        onChange={(event) => setMethod(Number(event.target.value))}
                      >
                        {methods.map((item) => (
                          <Radio key={item.value} value={item.value} extra={item.extra} disabled={item.disabled}>
                            {item.label}
                          </Radio>
                        ))}
                      </RadioGroup>
                    )}
                  </div>
                  <div className="ds-shop-order__actions">
                    <Button theme="solid" type="warning" size="large" loading={paying} disabled={!method} onClick={() => void pay()}>
                      确认支付
                    </Button>
                    <Link href="/me/order">
                      <Button size="large">稍后支付</Button>
                    </Link>
                  </div>
                </>
              )}
              {order.status === 2 && (
                <div className="ds-shop-order__actions">
                  <Link href={PAID_NEXT[order.order_type]?.(order).href ?? '/me/order'}>
                    <Button theme="solid" type="primary">
                      {PAID_NEXT[order.order_type]?.(order).label ?? '查看我的订单'}
                    </Button>
                  </Link>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  )
}
