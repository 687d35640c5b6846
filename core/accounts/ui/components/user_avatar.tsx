import { Avatar } from '@douyinfe/semi-ui-19'

const COLORS = ['blue', 'cyan', 'green', 'indigo', 'light-blue', 'orange', 'purple', 'teal', 'violet'] as const

/** The user's avatar, or the first letter of the name on a colour picked from the id. */
export function UserAvatar({ user, size = 'default' }: { user: { id: number; username: string; avatar?: string }; size?: any }) {
  if (user.avatar) return <Avatar src={user.avatar} size={size} alt={user.username} />
  return (
    <Avatar size={size} color={COLORS[user.id % COLORS.length]} alt={user.username}>
      {user.username.slice(0, 1).toUpperCase()}
    </Avatar>
  )
}
