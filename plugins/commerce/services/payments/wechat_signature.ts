import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto'

/** WeChat Pay v3 signs `<timestamp>\n<nonce>\n<body>\n` with SHA256withRSA (base64). */
export function wechatMessage(timestamp: string, nonce: string, body: string) {
  return `${timestamp}\n${nonce}\n${body}\n`
}

export function wechatSign(message: string, privateKeyPem: string) {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64')
}

/** Whether a notification's Wechatpay-Signature matches the configured WeChat Pay public key. */
export function wechatVerify(headers: Record<string, string>, body: string, publicKeyPem: string) {
  const timestamp = headers['wechatpay-timestamp']
  const nonce = headers['wechatpay-nonce']
  const signature = headers['wechatpay-signature']
  if (!timestamp || !nonce || !signature || !publicKeyPem) return false
  // A notification older than five minutes is a replay from outside, not WeChat's retry.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false
  try {
    return createVerify('RSA-SHA256')
      .update(wechatMessage(timestamp, nonce, body), 'utf8')
      .verify(publicKeyPem, signature, 'base64')
  } catch {
    return false
  }
}

export interface WechatResource {
  algorithm: string
  ciphertext: string
  nonce: string
  associated_data?: string
}

/** The notification's resource, decrypted with the APIv3 key (AEAD_AES_256_GCM); null when it does not authenticate. */
export function wechatDecrypt(resource: WechatResource, apiV3Key: string) {
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || Buffer.byteLength(apiV3Key) !== 32) return null
  try {
    const data = Buffer.from(resource.ciphertext, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(resource.nonce))
    decipher.setAuthTag(data.subarray(data.length - 16))
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''))
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()])
    return JSON.parse(plain.toString('utf8')) as Record<string, any>
  } catch {
    return null
  }
}

/** The Authorization header of a request to the WeChat Pay v3 API, signed with the merchant key. */
export function wechatAuthorization(input: {
  method: string
  path: string
  body: string
  mchId: string
  serialNo: string
  privateKey: string
}) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const nonce = randomBytes(16).toString('hex')
  const message = `${input.method}\n${input.path}\n${timestamp}\n${nonce}\n${input.body}\n`
  const signature = wechatSign(message, input.privateKey)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${input.serialNo}"`
}
