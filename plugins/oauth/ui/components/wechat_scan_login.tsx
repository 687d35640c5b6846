import { useCallback, useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Spin, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh } from '@douyinfe/semi-icons'
import { api, ApiRequestError } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { safeRedirect } from '../../../../core/accounts/ui/components/format'
import { failureMessage, isSignedIn, PendingBind, type Pending } from './pending_bind'
import './wechat_scan_login.css'

const POLL_MS = 1000
const EXPIRED = '二维码已过期，请刷新后重新扫码'

interface Ticket {
  qrcode: string
  scene: string
  expire_seconds: number
}

type Stage =
  { name: 'loading' } | { name: 'waiting'; ticket: Ticket } | { name: 'stopped'; message: string } | { name: 'pending'; pending: Pending }

/**
 * 微信扫码登录 on /login: the official account's QR code, then POST logincheck once a second
 * until the scan signs the member in (off to the redirect) or asks to bind. Polling stops when
 * the tab closes (the tabs unmount it), the code expires or the server refuses.
 */
export function WechatScanLogin({ redirect }: { redirect?: string }) {
  const target = safeRedirect(redirect)
  const [stage, setStage] = useState<Stage>({ name: 'loading' })

  const fetchTicket = useCallback(async () => {
    setStage({ name: 'loading' })
    try {
      setStage({ name: 'waiting', ticket: await api.get<Ticket>(apiUrl('oauth.wechat.ticket')) })
    } catch (error) {
      setStage({ name: 'stopped', message: failureMessage(error, '获取二维码失败') })
    }
  }, [])

  useEffect(() => {
    void fetchTicket()
  }, [fetchTicket])

  const ticket = stage.name === 'waiting' ? stage.ticket : null
  useEffect(() => {
    if (!ticket) return
    let stopped = false
    let busy = false
    const stop = (next: Stage) => {
      stopped = true
      setStage(next)
    }
    const check = async () => {
      if (busy || stopped) return
      busy = true
      try {
        const result = await api.post<any>(apiUrl('oauth.wechat.logincheck'), { scene: ticket.scene })
        if (stopped) return
        if (isSignedIn(result)) {
          stopped = true
          Toast.success('登录成功')
          router.visit(target)
        } else if (result?.oauth?.session) stop({ name: 'pending', pending: result.oauth })
      } catch (error) {
        // A network hiccup: try again next second. The server's refusal (expired, off) is final.
        if (!stopped && error instanceof ApiRequestError && error.status > 0) {
          stop({ name: 'stopped', message: failureMessage(error, EXPIRED) })
        }
      } finally {
        busy = false
      }
    }
    const timer = setInterval(() => void check(), POLL_MS)
    const expiry = setTimeout(() => stop({ name: 'stopped', message: EXPIRED }), ticket.expire_seconds * 1000)
    return () => {
      stopped = true
      clearInterval(timer)
      clearTimeout(expiry)
    }
  }, [ticket, target])

  const finish = (message: string) => {
    Toast.success(message)
    router.visit(target)
  }

  if (stage.name === 'pending') return <PendingBind pending={stage.pending} title="微信" onDone={finish} />

  return (
    <div className="oauth-scan">
      <div className="oauth-scan__frame">
        {stage.name === 'loading' && <Spin size="large" />}
        {stage.name === 'waiting' && <img className="oauth-scan__qr" src={stage.ticket.qrcode} alt="微信扫码登录二维码" />}
        {stage.name === 'stopped' && (
          <div className="oauth-scan__stopped" role="alert">
            <Typography.Text type="secondary">{stage.message}</Typography.Text>
            <Button icon={<IconRefresh />} theme="solid" type="primary" onClick={() => void fetchTicket()}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      <Typography.Text type="tertiary" className="oauth-scan__hint">
        请使用微信扫一扫，关注公众号后即可登录
      </Typography.Text>
    </div>
  )
}
