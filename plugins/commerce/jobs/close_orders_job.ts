import type { JobDefinition, ScheduleDefinition } from '#core/queue/contracts'

export const CLOSE_ORDERS_JOB = 'commerce.close_orders'

/** commerce.close_orders: unpaid orders close themselves after config/pay.order_timeout_minutes. */
export const closeOrdersJob: JobDefinition = {
  name: CLOSE_ORDERS_JOB,
  label: '关闭超时订单',
  attempts: 1,
  timeoutMs: 60_000,
  concurrency: 1,
  async handle() {
    const { closeExpiredOrders } = await import('../actions/close_orders.js')
    await closeExpiredOrders()
  },
}

export const closeOrdersSchedule: ScheduleDefinition = {
  name: 'commerce.close-orders-every-minute',
  everyMs: 60_000,
  job: CLOSE_ORDERS_JOB,
}
