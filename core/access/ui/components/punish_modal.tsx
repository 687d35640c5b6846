import { useEffect, useState } from 'react'
import { Banner, Checkbox, Form, Switch, Toast, Typography } from '@douyinfe/semi-ui-19'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import { api } from '~/lib/api'
import { PunishmentDetailSlots, punishmentDetailsBody, type PunishmentDetails } from './punishment_fields'
import { UserPicker, type PickedUser } from './user_picker'
import type { PunishmentTypeOption } from './types'
import { apiUrl } from '~/lib/api_url'
import './access.css'

interface CreateResult {
  created: number
  updated: number
  skipped: { id: number; username: string }[]
}

/**
 * New punishment for one or more users and types. Opened from the punishment list, or from
 * the user list with the users already picked.
 */
export function PunishModal({
  visible,
  users = [],
  types,
  canSearchUsers = true,
  onClose,
  onDone,
}: {
  visible: boolean
  users?: PickedUser[]
  types: PunishmentTypeOption[]
  /** Searching users by name needs the user-list permission. */
  canSearchUsers?: boolean
  onClose: () => void
  onDone: () => void
}) {
  const [userIds, setUserIds] = useState<number[]>([])
  const [picked, setPicked] = useState<number[]>([])
  const [details, setDetails] = useState<PunishmentDetails>({ reason: '', end: null, remark: '' })
  const [enable, setEnable] = useState(true)
  const [error, setError] = useState('')
  const { saving, run } = useModalSubmit({ onDone, onClose, fallback: '处罚失败', onError: setError })

  useEffect(() => {
    if (!visible) return
    setUserIds(users.map((user) => user.id))
    setPicked([])
    setDetails({ reason: '', end: new Date(Date.now() + 24 * 3600 * 1000), remark: '' })
    setEnable(true)
    setError('')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is filled when the modal opens, not as the list behind it reloads
  }, [visible])

  const submit = () => {
    if (userIds.length === 0) return setError('请选择要处罚的用户')
    if (picked.length === 0) return setError('请选择处罚类型')
    return run(async () => {
      setError('')
      const result = await api.post<CreateResult>(apiUrl('access.punishments.store'), {
        user_id: userIds,
        type: picked,
        ...punishmentDetailsBody(details),
        enable,
      })
      const done = result.created + result.updated
      Toast.success(`已处罚 ${done} 项`)
      if (result.skipped.length) {
        Toast.warning(`超级管理员不能被处罚，已跳过：${result.skipped.map((user) => user.username).join('、')}`)
      }
    })
  }

  return (
    <SubmitModal
      className="ds-access-modal"
      title="新增处罚"
      visible={visible}
      onClose={onClose}
      onSubmit={submit}
      okText="确认处罚"
      okButtonProps={{ type: 'danger' }}
      saving={saving}
      width={600}
      maskClosable={false}
    >
      {error && <Banner type="danger" description={error} closeIcon={null} className="ds-access-modal-banner" />}
      <Form labelPosition="top">
        <Form.Slot label={{ text: '用户', required: true }}>
          <UserPicker value={userIds} onChange={setUserIds} initial={users} />
          {!canSearchUsers && (
            <Typography.Text type="warning" size="small">
              您没有【用户列表】权限，无法按用户名搜索；请从用户管理中选择用户后处罚。
            </Typography.Text>
          )}
        </Form.Slot>
        <Form.Slot label={{ text: '处罚类型', required: true }}>
          <Checkbox.Group
            direction="horizontal"
            value={picked}
            onChange={(next) => setPicked(next as number[])}
            options={types.map((type) => ({ value: type.value, label: type.label }))}
          />
        </Form.Slot>
        <PunishmentDetailSlots value={details} onChange={setDetails} reasonPlaceholder="用户会看到这里的原因" />
        <Form.Slot label="立即生效">
          <Switch checked={enable} onChange={setEnable} aria-label="立即生效" />
          <Typography.Text type="tertiary" size="small" className="ds-access-switch-hint">
            关闭后只记录，不限制用户
          </Typography.Text>
        </Form.Slot>
      </Form>
    </SubmitModal>
  )
}
