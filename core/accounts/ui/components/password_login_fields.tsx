import { IconLock, IconUser } from '@douyinfe/semi-icons'
import { AuthInput } from './auth_input'

/** The account's own login: 用户名或邮箱 and 密码 (the login page, binding a provider to an account). */
export function PasswordLoginFields({ usernamePlaceholder = '请输入用户名或邮箱' }: { usernamePlaceholder?: string }) {
  return (
    <>
      <AuthInput
        field="username"
        label="用户名或邮箱"
        placeholder={usernamePlaceholder}
        icon={<IconUser />}
        autoComplete="username"
        requiredMessage="请输入用户名或邮箱"
      />
      <AuthInput
        field="password"
        label="密码"
        mode="password"
        placeholder="请输入密码"
        icon={<IconLock />}
        autoComplete="current-password"
        requiredMessage="请输入密码"
      />
    </>
  )
}
