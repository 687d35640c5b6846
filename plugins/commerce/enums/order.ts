/** Spec §3 order kinds, statuses and payment types. */
export const OrderType = { BuyDocument: 1, BuyVip: 2, Recharge: 3 } as const
export type OrderTypeValue = (typeof OrderType)[keyof typeof OrderType]

export const OrderStatus = { Pending: 1, Paid: 2, Closed: 3 } as const
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus]

export const PaymentType = {
  WechatPay: 1,
  Alipay: 2,
  BankCard: 3,
  Cash: 4,
  Credits: 5,
  SystemRecharge: 6,
  Other: 7,
  Aggregator: 8,
  DownloadCode: 9,
  Advertisement: 10,
} as const
export type PaymentTypeValue = (typeof PaymentType)[keyof typeof PaymentType]

export const ORDER_TYPE_LABELS: Record<number, string> = { 1: '购买文档', 2: '购买VIP', 3: '账户充值' }
export const ORDER_STATUS_LABELS: Record<number, string> = { 1: '待支付', 2: '已支付', 3: '已关闭' }
