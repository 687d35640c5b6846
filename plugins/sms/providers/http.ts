import { SmsSendError } from './provider.js'

const TIMEOUT_MS = 10_000

/** One HTTP call to a provider: a network failure or timeout becomes a clear SmsSendError. */
export async function providerFetch(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    return { status: response.status, text: await response.text() }
  } catch (error) {
    throw new SmsSendError('短信服务暂时无法连接，请稍后再试', String((error as Error)?.message ?? error))
  }
}

export function parseJson(text: string): any {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The configured endpoint without a trailing slash, or the provider's default. */
export function baseUrl(endpoint: string, fallback: string) {
  return (endpoint.trim() || fallback).replace(/\/+$/, '')
}
