import { useState } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { Button, Descriptions, Empty, Radio, RadioGroup, Toast } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { useSetting, useShared } from '~/lib/shared_props'
import { CommerceStyles } from '../../components/commerce_styles'
import { ORDER_TYPE_LABELS, type OrderItem } from '../../components/commerce_types'
import { OrderStatusTag } from '../../components/order_status_tag'

/** /order?order_no=: the order and, while it is pending, paying it. */
export default function OrderPage({ order }: { order: OrderItem | null }) {
  const { user } = useShared()
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const creditName = useSetting<string>('system', 'credit_name', '积分')
  const enableAlipay = useSetting<boolean>('pay', 'enable_alipay', false)
  const enableSandbox = useSetting<boolean>('pay', 'enable_sandbox', false)
  const balance = user?.credit_count ?? 0
  // Credits cannot buy credits; money providers appear when config/pay switches them on.
  const methods = [
    ...(order && order.order_type !== 3 ? [{ value: 5, label: `${creditName}支付`, extra: `余额 ${balance.toLocaleString('zh-CN')} ${creditName}` }] : []),
    ...(enableAlipay ? [{ value: 2, label: '支付宝', extra: order ? `￥${(order.money / 100).toFixed(2)}` : '' }] : []),
    ...(enableSandbox ? [{ value: 7, label: '沙箱支付', extra: '仅供演示，不会真实扣款' }] : []),
  ]
  const [method, setMethod] = useState<number | undefined>(methods[0]?.value)
  const [paying, setPaying] = useState(false)

  const pay = async () => {
    if (!order || !method) return
    setPaying(true)
    try {
      const result = await api.post<{ order_status: number; payment_url: string }>('/api/v1/order/pay', {
        order_no: order.order_no,
        payment_type: method,
      })
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
      <Head title={`订单支付 - ${sitename}`} />
      <CommerceStyles />
      <div className="ds-container">
        <div className="ds-shop-card ds-shop-order">
          {!order ? (
            <Empty
              image={<IllustrationNoContent style={{ width: 150, height: 150 }} />}
              title="订单不存在"
              description={<Link href="/me/order">查看我的订单</Link>}
              style={{ padding: '32px 0' }}
            />
          ) : (
            <>
              <h2 style={{ margin: '0 0 16px' }}>订单详情</h2>
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
              <div style={{ marginTop: 16 }}>
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
                  </>
                )}
              </div>
              {order.status === 1 && (
                <>
                  <div style={{ marginTop: 16 }}>
                    <div style={{ marginBottom: 8, color: 'var(--semi-color-text-2)' }}>支付方式</div>
                    {methods.length === 0 ? (
                      <span>暂无可用的支付方式，请联系管理员</span>
                    ) : (
                      <RadioGroup type="card" value={method} direction="horizontal" onChange={(event) => setMethod(Number(event.target.value))}>
                        {methods.map((item) => (
                          <Radio key={item.value} value={item.value} extra={item.extra}>
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
                  <Link href={order.order_type === 2 ? '/me/vip' : '/me/order'}>
                    <Button theme="solid" type="primary">
                      {order.order_type === 2 ? '查看我的VIP' : '查看我的订单'}
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
