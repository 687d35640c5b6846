import { Link } from '~/components/link'
import { IllustrationNoAccess } from '@douyinfe/semi-illustrations'
import { useSetting } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { AuthShell } from '../../../../../core/accounts/ui/components/auth_shell'
import { AuthOutcome } from '../../../../../core/accounts/ui/components/auth_outcome'
import { MobileFindPassword } from '../../components/mobile_forms'

/** /findpassword-mobile: a new password through a code sent to the account's phone. */
export default function FindPasswordMobile() {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const enabled = useSetting<boolean>('sms', 'enable', false)
  return (
    <AuthShell title="找回密码" subtitle={`通过手机验证码重置 ${sitename} 的登录密码`}>
      <SeoHead title="手机找回密码" noindex />
      {enabled ? (
        <MobileFindPassword />
      ) : (
        <AuthOutcome
          image={<IllustrationNoAccess className="ds-acc-empty-image" />}
          title="网站未开启短信功能"
          description="暂时不能通过手机找回密码，可以通过邮箱找回。"
          href="/findpassword"
          action="通过邮箱找回"
        />
      )}
      <div className="ds-acc-auth__footer">
        <Link href="/findpassword">通过邮箱找回</Link>
        <Link href="/login">返回登录</Link>
      </div>
    </AuthShell>
  )
}
