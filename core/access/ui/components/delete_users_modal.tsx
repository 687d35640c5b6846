import { useEffect, useState } from 'react'
import { Banner, Input, Toast, Typography } from '@douyinfe/semi-ui-19'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import './access.css'

/** Deleting accounts cannot be undone: the operator confirms with its own password. */
export function DeleteUsersModal({
  users,
  onClose,
  onDeleted,
}: {
  users: { id: number; username: string }[]
  onClose: () => void
  onDeleted: () => void
}) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const { saving, run } = useModalSubmit({ onDone: onDeleted, onClose, fallback: '删除失败', onError: setError })
  const visible = users.length > 0

  useEffect(() => {
    setPassword('')
    setError('')
  }, [visible])

  const submit = () => {
    if (!password) return setError('请输入您的登录密码以确认删除')
    return run(async () => {
      await api.delete(apiUrl('access.users.destroy'), { id: users.map((user) => user.id), password })
      Toast.success(`已删除 ${users.length} 个用户`)
    })
  }

  return (
    <SubmitModal
      className="ds-access-modal"
      title="删除用户"
      visible={visible}
      onClose={onClose}
      onSubmit={submit}
      okText="确认删除"
      okButtonProps={{ type: 'danger' }}
      saving={saving}
      width={460}
    >
      <Banner
        type="warning"
        closeIcon={null}
        description={`将删除 ${users.map((user) => user.username).join('、')}，并移除其角色与处罚记录，删除后无法恢复。`}
        className="ds-access-delete-warning"
      />
      <Typography.Text strong>请输入您的登录密码确认</Typography.Text>
      <Input
        mode="password"
        value={password}
        onChange={(value) => {
          setPassword(value)
          setError('')
        }}
        onEnterPress={submit}
        autoComplete="current-password"
        placeholder="您的登录密码"
        className="ds-access-delete-password"
        validateStatus={error ? 'error' : 'default'}
        aria-label="您的登录密码"
      />
      {error && (
        <Typography.Text type="danger" size="small">
          {error}
        </Typography.Text>
      )}
    </SubmitModal>
  )
}
