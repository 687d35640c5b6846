import QRCode from 'qrcode'

/**
 * WeChat Pay's native flow answers a weixin:// code_url that only the WeChat app can open: the
 * order page shows it as a QR code for the buyer to scan. Other providers open a page instead.
 */
export async function paymentQr(paymentUrl: string) {
  if (!paymentUrl.startsWith('weixin://')) return ''
  return QRCode.toDataURL(paymentUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
}
