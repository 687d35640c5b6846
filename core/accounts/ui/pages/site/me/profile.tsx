import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Form, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from '../../../components/me_shell'
import { apiUrl } from '~/lib/api_url'

interface ProfileValues {
  username: string
  realname: string
  identity: string
  email: string
  mobile: string
  address: string
  signature: string
}

const MOBILE_PATTERN = /^1[3-9]\d{9}$/

export default function MeProfile({ tabs, active }: { tabs: MeTab[]; active: string }) {
  const { user } = useShared()
  const [saving, setSaving] = useState(false)
  if (!user) return null
  const record = user as unknown as Record<string, string>

  const submit = async (values: ProfileValues) => {
    setSaving(true)
    try {
      await api.put(apiUrl('users.update_profile'), {
        username: values.username ?? '',
        realname: values.realname ?? '',
        identity: values.identity ?? '',
        email: values.email ?? '',
        mobile: values.mobile ?? '',
        address: values.address ?? '',
        signature: values.signature ?? '',
      })
      Toast.success('修改成功')
      router.reload()
    } catch (error) {
      Toast.error((error as Error).message || '修改失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="个人资料" noindex />
      <h2 className="ds-acc-panel__title">个人资料</h2>
      <p className="ds-acc-panel__hint">邮箱和手机号填写后不能自行修改，如需更换请联系管理员</p>
      <Form<ProfileValues>
        className="ds-acc-form"
        labelPosition="left"
        labelWidth={96}
        labelAlign="right"
        initValues={{
          username: user.username,
          realname: user.realname,
          identity: record.identity ?? '',
          email: user.email,
          mobile: user.mobile,
          address: record.address ?? '',
          signature: user.signature,
        }}
        onSubmit={(values) => void submit(values)}
        aria-label="个人资料"
      >
        <Form.Input
          field="username"
          label="用户名"
          placeholder="请输入您的登录用户名"
          maxLength={32}
          trigger="blur"
          rules={[{ required: true, message: '请输入您的登录用户名' }]}
        />
        <Form.Input field="realname" label="真实姓名" placeholder="请输入真实姓名" maxLength={64} />
        <Form.Input field="identity" label="身份证号" placeholder="请输入身份证号码" maxLength={32} />
        <Form.Input
          field="email"
          label="联系邮箱"
          placeholder="请输入电子邮箱"
          disabled={Boolean(user.email)}
          trigger="blur"
          rules={[{ type: 'email', message: '请输入正确的电子邮箱' }]}
        />
        <Form.Input
          field="mobile"
          label="手机号码"
          placeholder="请输入手机号码"
          disabled={Boolean(user.mobile)}
          maxLength={11}
          trigger="blur"
          rules={[{ pattern: MOBILE_PATTERN, message: '请输入正确的手机号码' }]}
        />
        <Form.Input field="address" label="联系地址" placeholder="请输入联系地址" maxLength={255} />
        <Form.TextArea field="signature" label="个性签名" placeholder="介绍一下自己吧" maxCount={255} rows={3} />
        <div className="ds-acc-form__actions">
          <Button htmlType="submit" theme="solid" type="primary" loading={saving}>
            修改资料
          </Button>
        </div>
      </Form>
    </MeShell>
  )
}
