import type Order from '../../models/order.js'

/** What the buyer is sent to (a redirect URL or QR text), or nothing when the order is already paid. */
export interface PaymentStart {
  paymentUrl: string
  extra?: Record<string, unknown>
}

/** A verified notification: which order, how much was paid (fen) and the provider's trade number. */
export interface VerifiedPayment {
  orderNo: string
  paidFen: number
  tradeNo: string
}

/** A provider's notification as it arrived: form fields, headers (lower-case names) and the raw body. */
export interface PaymentNotification {
  fields: Record<string, string>
  headers: Record<string, string>
  raw: string
}

/**
 * One way to pay an order. Providers that move money verify the provider's notification
 * signature and merchant before anything is marked paid.
 */
export interface PaymentProvider {
  /** Spec §3 payment type. */
  type: number
  name: string
  enabled(): Promise<boolean>
  start(order: Order): Promise<PaymentStart>
  /** The notification's payment, or null when it is forged, for another merchant or not a success. */
  verify?(notification: PaymentNotification): Promise<VerifiedPayment | null>
}
