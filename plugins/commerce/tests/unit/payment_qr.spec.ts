import { test } from '@japa/runner'
import sharp from 'sharp'
import { paymentQr } from '#plugins/commerce/services/payments/payment_qr'

test.group('WeChat Pay QR code', () => {
  test('a weixin:// code_url becomes a 240 px PNG data URL; other payment URLs get none', async ({ assert }) => {
    const qr = await paymentQr('weixin://wxpay/bizpayurl?pr=AbCdEf123')
    assert.match(qr, /^data:image\/png;base64,/)
    const png = Buffer.from(qr.slice('data:image/png;base64,'.length), 'base64')
    const meta = await sharp(png).metadata()
    assert.equal(meta.format, 'png')
    assert.equal(meta.width, 240)
    assert.equal(meta.height, 240)
    const other = await paymentQr('weixin://wxpay/bizpayurl?pr=Other')
    assert.notEqual(other, qr, 'each code_url has its own picture')
    assert.equal(await paymentQr('https://openapi.alipay.com/gateway.do?x=1'), '')
    assert.equal(await paymentQr(''), '')
  })
})
