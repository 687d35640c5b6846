import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Button, Toast } from '@douyinfe/semi-ui-19'
import { IconPlus, IconTick } from '@douyinfe/semi-icons'
import { Link } from '~/components/link'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { useShared } from '~/lib/shared_props'
import { confirmFirst } from './confirm_first'

/**
 * 关注 / 已关注 on someone's public page. A guest is sent to log in and back; a member's
 * choice is saved at once and the page's counts are read again.
 */
export function FollowButton({ userId, username, followed }: { userId: number; username: string; followed: boolean }) {
  const { user } = useShared()
  const here = usePage().url
  const [state, setState] = useState(followed)
  const [busy, setBusy] = useState(false)

  if (!user) {
    return (
      <Link href={`/login?redirect=${encodeURIComponent(here)}`}>
        <Button theme="solid" icon={<IconPlus />} data-testid="follow-button">
          关注
        </Button>
      </Link>
    )
  }

  const change = async (follow: boolean) => {
    setBusy(true)
    try {
      if (follow) await api.post(apiUrl('accounts.follow.store'), { user_id: userId })
      else await api.delete(apiUrl('accounts.follow.delete'), { user_id: userId })
      setState(follow)
      Toast.success(follow ? '关注成功' : '已取消关注')
      router.reload({ only: ['profile', 'followed'] })
    } catch (error) {
      Toast.error((error as Error).message || '操作失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  if (!state) {
    return (
      <Button theme="solid" icon={<IconPlus />} loading={busy} onClick={() => void change(true)} data-testid="follow-button">
        关注
      </Button>
    )
  }
  const ask = () =>
    confirmFirst({
      title: `不再关注 ${username}？`,
      content: 'TA 新分享的文档将不再出现在你的关注动态里',
      okText: '取消关注',
      cancelText: '再想想',
      onOk: () => void change(false),
    })
  return (
    <Button type="tertiary" icon={<IconTick />} loading={busy} onClick={ask} data-testid="follow-button">
      已关注
    </Button>
  )
}
