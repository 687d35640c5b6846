export interface OrderItem {
  id: number
  order_no: string
  order_type: number
  product_id: number
  product_name: string
  price: number
  amount: number
  /** Fen, when paid with money. */
  money: number
  status: number
  payment_type: number
  created_at: string | null
  paid_at: string | null
  closed_at: string | null
}

export interface Membership {
  expired_at: string | null
  times_every_day: number
  used_today: number
}

export interface UserVipItem {
  id: number
  type: number
  order_no: string
  times: number
  joined_at: string | null
  expired_at: string | null
}

export const ORDER_STATUS = {
  1: { label: '待支付', color: 'orange' },
  2: { label: '已支付', color: 'green' },
  3: { label: '已关闭', color: 'grey' },
} as const

export const ORDER_TYPE_LABELS: Record<number, string> = { 1: '购买文档', 2: '购买VIP', 3: '账户充值' }
