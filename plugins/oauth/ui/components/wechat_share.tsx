import { useEffect } from 'react'
import { apiUrl } from '~/lib/api_url'

/** WeChat's JS-SDK: config/shield.ts allows this one file (not the rest of its host) as a script source. */
export const WECHAT_JS_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

export interface WechatShareProps {
  title: string
  description: string
  /** The canonical address a shared card opens (a path is taken from this page's origin). */
  link: string
  /** The card's picture (a path likewise). */
  image: string
}

let sdk: Promise<any> | null = null

function loadSdk() {
  sdk ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = WECHAT_JS_SDK
    script.async = true
    script.onload = () => resolve((window as any).wx)
    script.onerror = () => {
      sdk = null
      reject(new Error('the WeChat JS-SDK did not load'))
    }
    document.head.appendChild(script)
  })
  return sdk
}

/**
 * Inside WeChat's browser, a page shared to a chat or 朋友圈 shows this card (title, description,
 * picture) instead of WeChat's bare default: the page is signed by the official account
 * (GET /api/v1/oauth/wxshare/signature) and the JS-SDK told what to share. Elsewhere, or when
 * the official account is not set up (the signature is refused), it does nothing; the page is
 * the same for every browser, so the page cache keeps one copy.
 */
export function WechatShare({ title, description, link, image }: WechatShareProps) {
  useEffect(() => {
    if (!/MicroMessenger/i.test(navigator.userAgent)) return
    let current = true
    const page = window.location.href.split('#')[0]
    void (async () => {
      const response = await fetch(`${apiUrl('oauth.wxshare.signature')}?url=${encodeURIComponent(page)}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
      if (!response.ok || !current) return
      const signed = (await response.json()) as { appid: string; timestamp: number; noncestr: string; signature: string }
      const wx = await loadSdk()
      if (!current || !wx) return
      wx.config({
        debug: false,
        appId: signed.appid,
        timestamp: signed.timestamp,
        nonceStr: signed.noncestr,
        signature: signed.signature,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      })
      const card = { title, link: new URL(link, page).href, imgUrl: new URL(image, page).href }
      wx.ready(() => {
        wx.updateAppMessageShareData({ ...card, desc: description })
        wx.updateTimelineShareData(card)
      })
    })().catch(() => {})
    return () => {
      current = false
    }
  }, [title, description, link, image])
  return null
}
