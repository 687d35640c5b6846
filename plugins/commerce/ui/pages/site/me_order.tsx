import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Radio, RadioGroup } from '@douyinfe/semi-ui-19'
import { formatDateTime } from '~/lib/format'
import { useCreditName } from '~/lib/shared_props'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import '../../components/commerce.css'
import { ORDER_TYPE_LABELS, type OrderItem } from '../../components/commerce_types'
import { OrderStatusTag } from '../../components/order_status_tag'

interface MeOrderProps extends MeListPageProps {
  orders: OrderItem[]
  status: number
}

/** /me/order with a page and a status filter (0: all). */
function orderListUrl(page: number, status: number) {
  const query = new URLSearchParams()
  if (page > 1) query.set('page', String(page))
  if (status) query.set('status', String(status))
  return query.size ? `/me/order?${query}` : '/me/order'
}

/** /me/order: the caller's orders with a status filter; pending ones can be paid. */
export default function MeOrder({ orders, status, ...list }: MeOrderProps) {
  const creditName = useCreditName()
  const go = (next: { page?: number; status?: number }) => router.visit(orderListUrl(next.page ?? 1, next.status ?? status))
  return (
    <MeListPage
      {...list}
      title="我的订单"
      at={(next) => orderListUrl(next, status)}
      above={
        <div className="ds-shop-filter">
          <RadioGroup type="button" value={status} onChange={(event) => go({ status: Number(event.target.value) })}>
            <Radio value={0}>全部</Radio>
            <Radio value={1}>待支付</Radio>
            <Radio value={2}>已支付</Radio>
            <Radio value={3}>已关闭</Radio>
          </RadioGroup>
        </div>
      }
      isEmpty={orders.length === 0}
      empty={{
        title: '暂无订单',
        description: '还没有订单，',
        next: { href: '/joinvip', text: '去开通VIP' },
      }}
    >
      <ul className="ds-me-list ds-me-lines">
        {orders.map((order) => (
          <li key={order.id}>
            <div className="ds-shop-list__body">
              <div className="ds-shop-list__title">
                {ORDER_TYPE_LABELS[order.order_type] ?? '订单'} · {order.product_name}
              </div>
              <div className="ds-shop-list__meta">
                订单号 {order.order_no} · {formatDateTime(order.created_at)}
              </div>
            </div>
            <div className="ds-shop-list__side">
              <span>
                {order.amount.toLocaleString('zh-CN')} {creditName}
              </span>
              <OrderStatusTag status={order.status} />
              {order.status === 1 && (
                <Link href={`/order?order_no=${order.order_no}`}>
                  <Button size="small" theme="solid" type="warning">
                    去支付
                  </Button>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </MeListPage>
  )
}
