import { createSign, createVerify } from 'node:crypto'

/**
 * Alipay's content to sign: every non-empty parameter except `sign` (and, for notifications,
 * `sign_type`), sorted by name, as name=value joined with &.
 */
export function alipaySignContent(fields: Record<string, string>, skipSignType: boolean) {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && !(skipSignType && key === 'sign_type'))
    .filter((key) => fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&')
}

/** RSA2 (SHA256withRSA) signature of a request, base64. */
export function alipaySign(fields: Record<string, string>, privateKeyPem: string) {
  return createSign('RSA-SHA256').update(alipaySignContent(fields, false), 'utf8').sign(privateKeyPem, 'base64')
}

/** Whether Alipay's notification was signed with the key whose public half is configured. */
export function alipayVerify(fields: Record<string, string>, publicKeyPem: string) {
  if (!fields.sign || fields.sign_type !== 'RSA2' || !publicKeyPem) return false
  try {
    return createVerify('RSA-SHA256').update(alipaySignContent(fields, true), 'utf8').verify(publicKeyPem, fields.sign, 'base64')
  } catch {
    return false
  }
}
