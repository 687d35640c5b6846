import vine from '@vinejs/vine'
import { idList, keywordParam, pagingParams } from '#core/kernel/http/query_list'
import { labelledMessages } from '#core/settings/contracts'
import { OrderStatus, OrderType, PaymentType } from '../enums/order.js'
import { VipKind } from '../enums/vip_kind.js'

export const adminMessages = labelledMessages({
  wd: '关键词',
  page: '页码',
  size: '每页数量',
  order_status: '订单状态',
  order_type: '订单类型',
  payment_type: '支付方式',
  created_at: '下单时间',
  type: 'VIP类型',
  user_id: '用户',
})

export const adminOrderListValidator = vine.create(
  vine.object({
    wd: keywordParam(),
    ...pagingParams(100),
    order_status: vine.array(vine.number().in(Object.values(OrderStatus))).optional(),
    order_type: vine.array(vine.number().in(Object.values(OrderType))).optional(),
    payment_type: vine.array(vine.number().in(Object.values(PaymentType))).optional(),
    created_at: vine
      .array(vine.date({ formats: { utc: true } }))
      .fixedLength(2)
      .optional(),
  })
)

export const adminVipListValidator = vine.create(
  vine.object({
    ...pagingParams(100),
    type: vine.array(vine.number().in(Object.values(VipKind))).optional(),
    user_id: idList().optional(),
  })
)
