import { useEffect, useRef, useState } from 'react'
import { Avatar, Select } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

export interface PickedUser {
  id: number
  username: string
  avatar?: string
}

/** Picks users by typing part of a username; shows the picked users as tags. */
export function UserPicker({
  value,
  onChange,
  initial = [],
  placeholder = '输入用户名搜索',
}: {
  value: number[]
  onChange: (ids: number[]) => void
  initial?: PickedUser[]
  placeholder?: string
}) {
  const [options, setOptions] = useState<PickedUser[]>(initial)
  const [known, setKnown] = useState<Map<number, PickedUser>>(() => new Map(initial.map((user) => [user.id, user])))
  const [loading, setLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const search = (text: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(async () => {
      setLoading(true)
      try {
        const data = await api.get<{ user?: PickedUser[] }>(apiUrl('access.users.index'), { wd: text.trim(), page: 1, size: 20 })
        const users = data.user ?? []
        setOptions(users)
        setKnown((map) => new Map([...map, ...users.map((user) => [user.id, user] as const)]))
      } catch {
        setOptions([])
      } finally {
        setLoading(false)
      }
    }, 250)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  const list = [...new Map([...value.map((id) => known.get(id)).filter(Boolean), ...options].map((user) => [user!.id, user!])).values()]

  return (
    <Select
      multiple
      filter
      remote
      value={value}
      onChange={(next) => onChange((next as number[]) ?? [])}
      onSearch={search}
      onFocus={() => options.length === 0 && search('')}
      loading={loading}
      placeholder={placeholder}
      emptyContent={loading ? '搜索中…' : '没有找到用户'}
      className="ds-full-width"
      maxTagCount={6}
      optionList={list.map((user) => ({
        value: user.id,
        label: user.username,
        children: (
          <span className="ds-access-user">
            <Avatar size="extra-extra-small" src={user.avatar || undefined} alt={user.username}>
              {user.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <span>{user.username}</span>
            <span className="ds-access-muted">#{user.id}</span>
          </span>
        ),
      }))}
    />
  )
}
