import { useState } from 'react'
import { Button } from '@douyinfe/semi-ui-19'
import { IconPlus } from '@douyinfe/semi-icons'
import { AdminListPage, ListSearch, ListSelect } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { timeColumn } from '~/components/admin/time_column'
import { useCreditName } from '~/lib/shared_props'
import { RechargeModal } from '../../components/recharge_modal'
import { OrderStatusTag } from '../../components/order_status_tag'
import { ORDER_TYPE_LABELS, type OrderItem } from '../../components/commerce_types'
import { apiUrl } from '~/lib/api_url'

/** Payment type 5 is paid in credits: it is named after the currency (paymentLabel). */
const PAYMENT_LABELS: Record<number, string> = {
  0: '-',
  1: '微信支付',
  2: '支付宝',
  3: '银行卡',
  4: '现金',
  6: '系统充值',
  7: '其他',
  8: '聚合支付',
  9: '下载码',
  10: '广告',
}

/** Spec §6 order-list presets: last week, month, three months, half year, year. */
const PRESETS = [
  { value: 7, label: '最近一周' },
  { value: 31, label: '最近一个月' },
  { value: 92, label: '最近三个月' },
  { value: 183, label: '最近半年' },
  { value: 365, label: '最近一年' },
]

const STATUSES = [
  { value: 1, label: '待支付' },
  { value: 2, label: '已支付' },
  { value: 3, label: '已关闭' },
]

const TYPES = Object.entries(ORDER_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }))

function range(days: number | undefined) {
  if (!days) return undefined
  const end = new Date()
  return [new Date(end.getTime() - days * 86_400_000).toISOString(), end.toISOString()]
}

type Row = OrderItem & { username: string }

type Filters = {
  wd: string
  status: number[]
  types: number[]
  /** A preset: the orders of the last so many days. */
  days?: number
}

export default function OrderList({ can }: { can: { recharge: boolean } }) {
  const creditName = useCreditName()
  const [recharging, setRecharging] = useState(false)
  const list = useListQuery<Row, Filters>({
    endpoint: apiUrl('commerce.admin.order_list'),
    key: 'order',
    filters: { wd: '', status: [], types: [], days: undefined },
    text: ['wd'],
    query: (filters) => ({
      wd: filters.wd || undefined,
      order_status: filters.status,
      order_type: filters.types,
      created_at: range(filters.days),
    }),
  })

  return (
    <AdminListPage<Row>
      title="订单管理"
      description={`共 ${list.total} 笔订单`}
      actions={
        can.recharge && (
          <Button icon={<IconPlus />} theme="solid" onClick={() => setRecharging(true)}>
            系统充值
          </Button>
        )
      }
      list={list}
      filters={
        <>
          <ListSearch list={list} field="wd" label="搜索订单" placeholder="订单号或用户名" />
          <ListSelect list={list} field="status" placeholder="订单状态" options={STATUSES} multiple />
          <ListSelect list={list} field="types" placeholder="订单类型" options={TYPES} multiple />
          <ListSelect list={list} field="days" placeholder="下单时间" options={PRESETS} />
        </>
      }
      columns={[
        { title: '订单号', dataIndex: 'order_no', width: 220 },
        { title: '用户', dataIndex: 'username', width: 120 },
        { title: '类型', dataIndex: 'order_type', width: 100, render: (value: number) => ORDER_TYPE_LABELS[value] ?? '-' },
        { title: '商品', dataIndex: 'product_name', width: 140 },
        { title: `金额（${creditName}）`, dataIndex: 'amount', width: 110 },
        { title: '状态', dataIndex: 'status', width: 90, render: (value: number) => <OrderStatusTag status={value} /> },
        {
          title: '支付方式',
          dataIndex: 'payment_type',
          width: 100,
          render: (value: number) => (value === 5 ? creditName : (PAYMENT_LABELS[value] ?? '-')),
        },
        timeColumn('下单时间', 'created_at'),
        timeColumn('支付时间', 'paid_at', { missing: '-' }),
      ]}
      scrollX={1220}
      empty={{
        title: '还没有订单',
        description: '用户购买文档、购买 VIP 和账户充值的订单会出现在这里',
        filteredTitle: '没有符合条件的订单',
      }}
      modals={<RechargeModal visible={recharging} onClose={() => setRecharging(false)} onDone={() => void list.reload()} />}
    />
  )
}
