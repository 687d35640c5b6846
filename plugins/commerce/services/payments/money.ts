/** Fen as Alipay's decimal yuan string: 1234 → "12.34". */
export function fenToYuan(fen: number) {
  const whole = Math.floor(fen / 100)
  return `${whole}.${String(fen % 100).padStart(2, '0')}`
}

/** Alipay's decimal yuan string as fen, without floating point; null when malformed. */
export function yuanToFen(value: string) {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Credits priced in money at config/pay.credit_exchange credits per yuan, rounded up to the fen. */
export function creditsToFen(credits: number, exchange: number) {
  return Math.ceil((credits * 100) / exchange)
}
