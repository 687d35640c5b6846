import { Tooltip } from '@douyinfe/semi-ui-19'
import { IconCrown } from '@douyinfe/semi-icons'
import { Link } from '~/components/link'
import { useShared, type CurrentUser } from '~/lib/shared_props'

export function showsVipBadge(vipSettings: Record<string, any> | undefined, user: CurrentUser | null) {
  return Boolean(vipSettings?.enable && user?.is_vip)
}

/** The VIP mark next to the header's user menu, for a VIP while VIP is on; the VIP settings may set its icon. */
export function VipBadge() {
  const { settings, user } = useShared()
  if (!showsVipBadge(settings?.vip, user ?? null)) return null
  const icon = settings.vip.icon as string | undefined
  return (
    <Tooltip content="VIP 会员" position="bottom">
      <Link href="/me/vip" className="ds-vip-badge" aria-label="VIP 会员">
        {icon ? <img src={icon} alt="VIP" /> : <IconCrown />}
        <span>VIP</span>
      </Link>
    </Tooltip>
  )
}
