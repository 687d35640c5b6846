import { DateTime } from 'luxon'
import Order from '../models/order.js'
import UserVip from '../models/user_vip.js'
import { userIdsNamed, usernamesById as usernames } from '#core/accounts/contracts'

export interface AdminOrderFilters {
  wd: string
  page: number
  size: number
  statuses: number[]
  types: number[]
  paymentTypes: number[]
  createdBetween: [Date, Date] | null
}

const stamp = (date: Date) => DateTime.fromJSDate(date).toFormat('yyyy-MM-dd HH:mm:ss')

/** GET /api/v1/order/list: every order, newest first; wd matches the order number or the username. */
export async function listAdminOrders(filters: AdminOrderFilters) {
  const query = Order.query().orderBy('id', 'desc')
  if (filters.statuses.length) query.whereIn('status', filters.statuses)
  if (filters.types.length) query.whereIn('order_type', filters.types)
  if (filters.paymentTypes.length) query.whereIn('payment_type', filters.paymentTypes)
  if (filters.createdBetween) {
    query.whereBetween('created_at', [stamp(filters.createdBetween[0]), stamp(filters.createdBetween[1])])
  }
  if (filters.wd) {
    const wd = filters.wd
    query.where((match) => {
      match.where('order_no', wd).orWhereIn('user_id', userIdsNamed(wd, { contains: true }))
    })
  }
  const result = await query.paginate(filters.page, filters.size)
  const names = await usernames(result.all().map((order) => order.userId))
  return { total: result.total, rows: result.all().map((order) => ({ order, username: names.get(order.userId) ?? '' })) }
}

/** GET /api/v1/uservip/list: every VIP purchase, newest first. */
export async function listAdminVips(filters: { page: number; size: number; types: number[]; userIds: number[] }) {
  const query = UserVip.query().orderBy('id', 'desc')
  if (filters.types.length) query.whereIn('kind', filters.types)
  if (filters.userIds.length) query.whereIn('user_id', filters.userIds)
  const result = await query.paginate(filters.page, filters.size)
  const names = await usernames(result.all().map((vip) => vip.userId))
  return { total: result.total, rows: result.all().map((vip) => ({ vip, username: names.get(vip.userId) ?? '' })) }
}
