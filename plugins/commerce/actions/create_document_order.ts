import { ApiError } from '#core/kernel/http/api_error'
import { Document, PUBLIC_STATUSES } from '#plugins/documents/contracts'
import { OrderType } from '../enums/order.js'
import { hasPurchased } from '../queries/document_purchases.js'
import { placePendingOrder } from './place_pending_order.js'

/**
 * Order type 1: buy a priced document, in credits or with money at config/pay.credit_exchange.
 * Once paid, downloading it costs nothing, whenever (paying at download time stays possible).
 */
export async function createDocumentOrder(userId: number, documentId: number) {
  const document = await Document.query().where('id', documentId).whereNull('deleted_at').whereIn('status', PUBLIC_STATUSES).first()
  if (!document) throw ApiError.notFound('文档不存在')
  const price = Number(document.price) || 0
  if (price <= 0) throw ApiError.badRequest('该文档免费，无需购买')
  if (document.userId === userId) throw ApiError.badRequest('不能购买自己上传的文档')
  if (await hasPurchased(userId, document.id)) throw ApiError.conflict('您已购买过该文档')
  return placePendingOrder({
    userId,
    orderType: OrderType.BuyDocument,
    productId: document.id,
    productName: document.title.slice(0, 255),
    amount: price,
  })
}
