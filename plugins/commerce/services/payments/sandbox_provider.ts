import { settings } from '#core/settings/contracts'
import { PaymentType } from '../../enums/order.js'
import type { PaymentProvider } from './provider.js'

/**
 * SANDBOX: completes an order without any money, so a demo site or a test can finish the
 * flow. Off by default (config/pay.enable_sandbox); never switch it on for a real site.
 */
export const sandboxProvider: PaymentProvider = {
  type: PaymentType.Other,
  name: '沙箱支付',
  async enabled() {
    return Boolean(await settings.get<boolean>('pay', 'enable_sandbox'))
  },
  async start() {
    return { paymentUrl: '' }
  },
}
