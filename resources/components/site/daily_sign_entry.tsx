import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Toast } from '@douyinfe/semi-ui-19'
import { IconCalendarClock, IconTick } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { loginUrl } from '~/lib/site_routes'

/** Today's sign-in state, shared by the plugin that runs the daily sign-in (absent when none does). */
export interface DailySignState {
  enabled: boolean
  signed: boolean
  award?: number
}

interface DailySignEntryProps {
  state: DailySignState | undefined
  signedIn: boolean
  currentUrl: string
  /** 'header': a small button of the desktop header; 'inline': the same button inside a page; 'drawer': a row of the phone menu. */
  variant: 'header' | 'inline' | 'drawer'
  onDone?: () => void
}

/**
 * 每日签到 in the header and the phone drawer (spec §2): signs in with PUT /api/v1/user/sign,
 * shows the server's message (the award and the currency) and refreshes the user's balance.
 */
export function DailySignEntry({ state, signedIn, currentUrl, variant, onDone }: DailySignEntryProps) {
  const [busy, setBusy] = useState(false)
  if (!state?.enabled) return null
  const signed = signedIn && state.signed
  const label = signed ? '今日已签到' : '每日签到'

  const sign = async () => {
    if (!signedIn) {
      onDone?.()
      router.visit(loginUrl(currentUrl))
      return
    }
    setBusy(true)
    try {
      const result = await api.put<{ message?: string }>('/api/v1/user/sign')
      Toast.success(result.message || '签到成功')
      onDone?.()
      router.reload({ only: ['user', 'dailySign'] })
    } catch (error) {
      Toast.error((error as Error).message || '签到失败')
    } finally {
      setBusy(false)
    }
  }

  if (variant === 'drawer') {
    return (
      <button type="button" onClick={() => void sign()} disabled={busy || signed} aria-label={label}>
        {signed ? <IconTick /> : <IconCalendarClock />}
        {label}
      </button>
    )
  }
  return (
    <span className={variant === 'header' ? 'ds-header__sign' : 'ds-sign-inline'}>
      <Button
        theme={signed ? 'borderless' : 'light'}
        type={signed ? 'tertiary' : 'warning'}
        icon={signed ? <IconTick /> : <IconCalendarClock />}
        loading={busy}
        disabled={signed}
        onClick={() => void sign()}
        aria-label={label}
      >
        {label}
      </Button>
    </span>
  )
}
