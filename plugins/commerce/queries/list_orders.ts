import Order from '../models/order.js'

/** GET /api/v1/user/order: the user's orders, newest first; status 0 is all. */
export async function listUserOrders(userId: number, page: number, size: number, status = 0) {
  const query = Order.query().where('user_id', userId).orderBy('id', 'desc')
  if (status) query.where('status', status)
  const result = await query.paginate(page, size)
  return { total: result.total, orders: result.all() }
}
