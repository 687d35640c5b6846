import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Toast } from '@douyinfe/semi-ui-19'
import { IconCalendarClock, IconTick } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { loginUrl } from '~/lib/site_routes'
import { useCurrentUrl, useShared } from '~/lib/shared_props'
import { apiUrl } from '~/lib/api_url'

/** Today's sign-in state, the `dailySign` shared prop of commerce (boot/sign_boot.ts). */
export interface DailySignState {
  enabled: boolean
  signed: boolean
  award?: number
}

interface DailySignEntryProps {
  /** 'header': a small button of the desktop header; 'inline': the same button inside a page; 'drawer': a row (li) of the phone menu. */
  variant: 'header' | 'inline' | 'drawer'
  onDone?: () => void
}

/**
 * 每日签到 in the header, the phone drawer and /tool (spec §2): signs in with PUT /api/v1/user/sign,
 * shows the server's message (the award and the currency) and refreshes the user's balance.
 * A guest is sent to the login page.
 */
export function DailySignEntry({ variant, onDone }: DailySignEntryProps) {
  const shared = useShared()
  const currentUrl = useCurrentUrl()
  const [busy, setBusy] = useState(false)
  const state = shared.dailySign as DailySignState | undefined
  const signedIn = Boolean(shared.user)
  // The header offers it to members only; the drawer and /tool send a guest to log in.
  if (!state?.enabled || (variant === 'header' && !signedIn)) return null
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
      const result = await api.put<{ message?: string }>(apiUrl('commerce.sign.store'))
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
      <li>
        <button type="button" onClick={() => void sign()} disabled={busy || signed} aria-label={label}>
          {signed ? <IconTick /> : <IconCalendarClock />}
          {label}
        </button>
      </li>
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
