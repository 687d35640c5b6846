import vine from '@vinejs/vine'
import { pagingParams } from '#core/kernel/http/query_list'
import { labelledMessages } from '#core/settings/contracts'
import { OrderStatus, OrderType, PaymentType } from '../enums/order.js'

export const orderMessages = labelledMessages({
  order_type: '订单类型',
  product_id: '商品',
  order_no: '订单号',
  quantity: '充值数量',
  payment_type: '支付方式',
  page: '页码',
  size: '每页数量',
  status: '订单状态',
})

export const createOrderValidator = vine.create(
  vine.object({
    order_type: vine.number().in(Object.values(OrderType)),
    product_id: vine.number().withoutDecimals().min(0).optional(),
    quantity: vine.number().withoutDecimals().range([1, 10000000]).optional(),
  })
)

export const orderNoValidator = vine.create(
  vine.object({
    order_no: vine
      .string()
      .trim()
      .regex(/^\d{10,32}$/),
  })
)

export const payOrderValidator = vine.create(
  vine.object({
    order_no: vine
      .string()
      .trim()
      .regex(/^\d{10,32}$/),
    payment_type: vine.number().in(Object.values(PaymentType)),
  })
)

export const myOrdersValidator = vine.create(
  vine.object({
    ...pagingParams(100),
    status: vine
      .number()
      .in([0, ...Object.values(OrderStatus)])
      .optional(),
  })
)
