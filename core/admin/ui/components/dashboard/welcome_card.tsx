import { Card, Typography } from '@douyinfe/semi-ui-19'
import { useShared } from '~/lib/shared_props'
import { formatDateTime } from '~/lib/format'

export function WelcomeCard({ sitename }: { sitename: string }) {
  const { user } = useShared()
  return (
    <Card className="ds-dashboard__welcome">
      <Typography.Title heading={4} className="ds-dashboard__greeting">
        你好，{user?.username ?? '管理员'}
      </Typography.Title>
      <Typography.Text type="tertiary">
        欢迎回到 {sitename} 管理后台
        {user?.previous_login_at ? `，上次登录于 ${formatDateTime(user.previous_login_at)}` : ''}
      </Typography.Text>
    </Card>
  )
}
