import { useMemo, useState } from 'react'
import { Button, Empty, Input, Select, Table } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { IconPlus, IconSearch } from '@douyinfe/semi-icons'
import { AdminPage } from '~/components/admin/admin_page'
import { formatDateTime } from '~/lib/format'
import { useSetting } from '~/lib/shared_props'
import { useAdminList } from '../../components/use_admin_list'
import { RechargeModal } from '../../components/recharge_modal'
import { OrderStatusTag } from '../../components/order_status_tag'
import { ORDER_TYPE_LABELS, type OrderItem } from '../../components/commerce_types'

const PAYMENT_LABELS: Record<number, string> = { 0: '-', 1: '微信支付', 2: '支付宝', 3: '银行卡', 4: '现金', 5: '积分', 6: '系统充值', 7: '其他', 8: '聚合支付', 9: '下载码', 10: '广告' }

/** Spec §6 order-list presets: last week, month, three months, half year, year. */
const PRESETS = [
  { value: 7, label: '最近一周' },
  { value: 31, label: '最近一个月' },
  { value: 92, label: '最近三个月' },
  { value: 183, label: '最近半年' },
  { value: 365, label: '最近一年' },
]

function range(days: number | undefined) {
  if (!days) return undefined
  const end = new Date()
  return [new Date(end.getTime() - days * 86_400_000).toISOString(), end.toISOString()]
}

type Row = OrderItem & { username: string }

export default function OrderList({ can }: { can: { recharge: boolean } }) {
  const creditName = useSetting<string>('system', 'credit_name', '积分')
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(10)
  const [wd, setWd] = useState('')
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<number[]>([])
  const [types, setTypes] = useState<number[]>([])
  const [days, setDays] = useState<number | undefined>()
  const [recharging, setRecharging] = useState(false)
  const createdAt = useMemo(() => range(days), [days])
  const list = useAdminList<Row>('/api/v1/order/list', 'order', {
    page,
    size,
    wd: search || undefined,
    order_status: status,
    order_type: types,
    created_at: createdAt,
  })
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    setPage(1)
    set(value)
  }

  return (
    <AdminPage
      title="订单管理"
      toolbar={
        <>
          <Input
            prefix={<IconSearch />}
            placeholder="订单号或用户名"
            value={wd}
            onChange={setWd}
            onEnterPress={() => filter(setSearch)(wd.trim())}
            showClear
            onClear={() => filter(setSearch)('')}
            style={{ width: 200 }}
          />
          <Select multiple placeholder="订单状态" style={{ minWidth: 140 }} value={status} onChange={(value) => filter(setStatus)(value as number[])} optionList={[{ value: 1, label: '待支付' }, { value: 2, label: '已支付' }, { value: 3, label: '已关闭' }]} />
          <Select multiple placeholder="订单类型" style={{ minWidth: 140 }} value={types} onChange={(value) => filter(setTypes)(value as number[])} optionList={Object.entries(ORDER_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
          <Select placeholder="下单时间" showClear style={{ width: 140 }} value={days} onChange={(value) => filter(setDays)(value as number | undefined)} optionList={PRESETS} />
          {can.recharge && (
            <Button icon={<IconPlus />} theme="solid" onClick={() => setRecharging(true)}>
              系统充值
            </Button>
          )}
        </>
      }
      after={<RechargeModal visible={recharging} onClose={() => setRecharging(false)} onDone={() => void list.reload()} />}
    >
      <Table<Row>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        scroll={{ x: 960 }}
        empty={list.loaded ? <Empty image={<IllustrationNoContent style={{ width: 120, height: 120 }} />} title="暂无订单" /> : <span />}
        columns={[
          { title: '订单号', dataIndex: 'order_no', width: 220 },
          { title: '用户', dataIndex: 'username', width: 120 },
          { title: '类型', dataIndex: 'order_type', width: 100, render: (value: number) => ORDER_TYPE_LABELS[value] ?? '-' },
          { title: '商品', dataIndex: 'product_name', width: 140 },
          { title: `金额（${creditName}）`, dataIndex: 'amount', width: 110 },
          { title: '状态', dataIndex: 'status', width: 90, render: (value: number) => <OrderStatusTag status={value} /> },
          { title: '支付方式', dataIndex: 'payment_type', width: 100, render: (value: number) => PAYMENT_LABELS[value] ?? '-' },
          { title: '下单时间', dataIndex: 'created_at', width: 170, render: (value: string) => formatDateTime(value) },
          { title: '支付时间', dataIndex: 'paid_at', width: 170, render: (value: string | null) => (value ? formatDateTime(value) : '-') },
        ]}
        pagination={{
          currentPage: page,
          pageSize: size,
          total: list.total,
          showSizeChanger: true,
          pageSizeOpts: [10, 20, 50, 100],
          onPageChange: setPage,
          onPageSizeChange: (next: number) => {
            setSize(next)
            setPage(1)
          },
        }}
      />
    </AdminPage>
  )
}
