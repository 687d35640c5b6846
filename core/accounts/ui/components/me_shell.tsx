import { useRef, useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Tag, Toast } from '@douyinfe/semi-ui-19'
import { IconCamera, IconExit, IconHome } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { useShared, useCreditName } from '~/lib/shared_props'
import './accounts.css'
import { ProfileHero, ProfileTabs } from './profile_header'
import { UserAvatar } from './user_avatar'
import { formatDate } from './format'
import { apiUrl } from '~/lib/api_url'

export interface MeTab {
  key: string
  title: string
  href: string
  /** A Semi icon name for the quick links of /me. */
  icon?: string
  description?: string
}

const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

function AvatarUploader({ user }: { user: { id: number; username: string; avatar: string } }) {
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)

  const upload = async (file: File | undefined) => {
    if (!file) return
    if (file.size > AVATAR_MAX_BYTES) return Toast.error('头像图片不能超过5MB')
    if (!AVATAR_TYPES.includes(file.type)) return Toast.error('头像只支持 JPG、PNG、GIF、WebP 格式的图片')
    const form = new FormData()
    form.append('file', file)
    setUploading(true)
    try {
      await api.post(apiUrl('avatar.store'), form)
      Toast.success('头像已更新')
      router.reload()
    } catch (error) {
      Toast.error((error as Error).message || '头像上传失败')
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="ds-acc-hero__avatar">
      <UserAvatar user={user} size="extra-large" />
      <button
        type="button"
        className="ds-acc-hero__avatar-edit"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label="更换头像"
      >
        <IconCamera size="large" />
        {uploading ? '上传中…' : '更换头像'}
      </button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        data-testid="avatar-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </div>
  )
}

async function logout() {
  try {
    await api.delete(apiUrl('auth.logout'))
  } catch {
    // Already logged out on the server: going home as a guest is what was asked for.
  }
  router.visit('/', { onSuccess: () => Toast.success('已退出登录') })
}

/**
 * The personal centre's frame: the user's card (avatar upload, counts) and the tab bar of
 * /me pages, its own and those plugins add through the meTabs extension point.
 */
export function MeShell({ tabs, active, children }: { tabs: MeTab[]; active: string; children: ReactNode }) {
  const { user, myCounts } = useShared()
  const creditName = useCreditName()
  if (!user) return null
  const counts = { ...(user as unknown as Record<string, number | string>), ...myCounts }
  const stats = [
    { label: '文档', value: counts.doc_count },
    { label: '文章', value: counts.article_count },
    { label: '收藏', value: counts.favorite_count },
    { label: '评论', value: counts.comment_count },
    { label: creditName, value: user.credit_count },
  ]

  return (
    <div className="ds-acc-page">
      <div className="ds-container">
        <ProfileHero
          avatar={<AvatarUploader user={user} />}
          name={
            <>
              {user.username}
              {user.is_vip && (
                <Tag color="amber" size="small">
                  VIP
                </Tag>
              )}
            </>
          }
          signature={user.signature}
          since={`注册于 ${formatDate(counts.created_at as string)}`}
          actions={
            <>
              <Link href={`/user/${user.id}`}>
                <Button icon={<IconHome />}>我的主页</Button>
              </Link>
              <Button icon={<IconExit />} type="tertiary" onClick={() => void logout()}>
                退出登录
              </Button>
            </>
          }
          stats={stats}
        />

        <ProfileTabs label="个人中心" active={active} tabs={tabs} />

        <section className="ds-acc-card ds-acc-panel">{children}</section>
      </div>
    </div>
  )
}
