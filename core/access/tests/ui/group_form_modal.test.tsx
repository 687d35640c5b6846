import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { GroupFormModal } from '../../ui/components/group_form_modal'
import type { CapabilityOption } from '../../ui/components/group_flags'
import type { GroupRow } from '../../ui/components/types'

const post = vi.fn(async (_url: string, _body: unknown) => ({}))
const put = vi.fn(async (_url: string, _body: unknown) => ({}))
vi.mock('~/lib/api', () => ({
  api: { post: (url: string, body: unknown) => post(url, body), put: (url: string, body: unknown) => put(url, body) },
}))

const GREETING: CapabilityOption = { key: 'enable_greeting', label: '允许发送问候', help: '允许发送问候', default: true }
const UPLOAD: CapabilityOption = { key: 'enable_upload', label: '上传文档', help: '允许该角色的用户上传文档', default: false }

function switchNamed(name: string) {
  return screen.getByRole('switch', { name })
}

describe('the role form', () => {
  it('shows one switch per capability the server sends, with a new role’s defaults, and sends them', async () => {
    render(<GroupFormModal visible group={null} capabilities={[GREETING]} onClose={() => {}} onSaved={() => {}} />)
    expect(switchNamed('允许发送问候').getAttribute('aria-checked')).toBe('true')
    expect(screen.queryByRole('switch', { name: '上传文档' })).toBeNull()
    expect(switchNamed('默认角色')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '问候组' } })
    fireEvent.click(switchNamed('允许发送问候'))
    fireEvent.click(screen.getByText('创建').closest('button')!)
    await waitFor(() => expect(post).toHaveBeenCalled())
    expect(post.mock.calls[0][1]).toMatchObject({ title: '问候组', enable_greeting: false, is_default: false })
  })

  it('shows an existing role’s stored values', () => {
    const group = {
      id: 3,
      title: '作者',
      color: '',
      description: '',
      sort: 0,
      is_default: false,
      is_display: false,
      is_super: false,
      user_count: 0,
      created_at: null,
      updated_at: null,
      enable_upload: true,
      enable_greeting: false,
    } as GroupRow
    render(<GroupFormModal visible group={group} capabilities={[UPLOAD, GREETING]} onClose={() => {}} onSaved={() => {}} />)
    expect(switchNamed('上传文档').getAttribute('aria-checked')).toBe('true')
    expect(switchNamed('允许发送问候').getAttribute('aria-checked')).toBe('false')
  })
})
