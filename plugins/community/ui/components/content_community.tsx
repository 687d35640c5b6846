import { useCallback, useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { Avatar, Button, Empty, Input, Modal, Radio, RadioGroup, Skeleton, Tag, TextArea, Toast } from '@douyinfe/semi-ui-19'
import { IconComment, IconFlag, IconLikeHeart } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api, ApiRequestError } from '~/lib/api'
import { relativeTime } from '~/lib/format'
import { useSetting, useShared } from '~/lib/shared_props'
import { CaptchaImage, useCaptcha } from '../../../../core/accounts/ui/components/captcha_field'
import { apiUrl } from '~/lib/api_url'
import './content_community.css'

/**
 * Favourite, report and comments of one piece of content. They are served by the community
 * plugin over its JSON API, so this file only talks HTTP and names the content by kind (0
 * document, 1 article, or the kind another plugin registered) and id; it renders nothing when
 * community is not enabled (the `community` shared prop is absent).
 */

export interface CommunityTarget {
  kind: number
  id: number
  /** The content's page, where a guest comes back to after logging in. */
  path: string
  /** 文档 or 文章, for the texts. */
  noun: string
  /** Its measure word: 份 (文档) or 篇 (文章). */
  measure: string
}
const MAX_LENGTH = 500

/** The community shared prop: present when the plugin is enabled. */
interface CommunityShared {
  enabled: boolean
  /** The report reasons the server accepts. */
  report_reasons: { value: number; label: string }[]
  /** Why the signed-in member may not comment (禁止评论, with its end time), or null. */
  comment_ban: string | null
}

function useCommunity() {
  return (useShared() as { community?: CommunityShared }).community
}

interface Comment {
  id: number
  parent_id: number
  content: string
  status: number
  user_id: number
  user: { id: number; username: string; avatar: string } | null
  created_at: string | null
}

function toLogin(target: CommunityTarget) {
  router.visit(`/login?redirect=${encodeURIComponent(target.path)}`)
}

function failed(error: unknown, target: CommunityTarget, fallback: string) {
  if (error instanceof ApiRequestError && error.status === 401) return toLogin(target)
  Toast.error((error as Error)?.message || fallback)
}

interface ContentCommunityProps {
  target: CommunityTarget
  favoriteCount: number
  /** Told the new count after the member favourites or un-favourites, for counts shown elsewhere on the page. */
  onFavoriteCountChange?: (count: number) => void
}

function ReaderActions({ target, favoriteCount, onFavoriteCountChange }: ContentCommunityProps) {
  const { user } = useShared()
  const reasons = useCommunity()?.report_reasons ?? []
  const [favoriteId, setFavoriteId] = useState(0)
  const [count, setCountState] = useState(favoriteCount)
  const setCount = (next: number) => {
    setCountState(next)
    onFavoriteCountChange?.(next)
  }
  const [busy, setBusy] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [reason, setReason] = useState(0)

  useEffect(() => {
    if (!user) return
    api
      .get(apiUrl('community.favorite.show'), { document_id: target.id, type: target.kind })
      .then((favorite) => setFavoriteId(Number(favorite?.id ?? 0)))
      .catch(() => {})
  }, [target.id, target.kind, user])

  const toggleFavorite = async () => {
    if (!user) return toLogin(target)
    setBusy(true)
    try {
      if (favoriteId) {
        await api.delete(apiUrl('community.favorite.delete'), { id: [favoriteId] })
        setFavoriteId(0)
        setCount(Math.max(0, count - 1))
        Toast.success('已取消收藏')
      } else {
        const favorite = await api.post(apiUrl('community.favorite.store'), { document_id: target.id, type: target.kind })
        setFavoriteId(favorite.id)
        setCount(count + 1)
        Toast.success('收藏成功')
      }
    } catch (error) {
      failed(error, target, '操作失败')
    } finally {
      setBusy(false)
    }
  }

  const report = async () => {
    if (!reason) {
      Toast.warning('请选择举报原因')
      throw new Error('no reason')
    }
    try {
      await api.post(apiUrl('community.report.store'), { document_id: target.id, type: target.kind, reason })
      Toast.success('举报成功，感谢您的反馈')
      setReporting(false)
    } catch (error) {
      failed(error, target, '举报失败')
    }
  }

  return (
    <div className="ds-reader-actions">
      <Button
        icon={<IconLikeHeart />}
        theme={favoriteId ? 'solid' : 'light'}
        type={favoriteId ? 'danger' : 'tertiary'}
        loading={busy}
        onClick={toggleFavorite}
        data-testid="favorite-button"
      >
        {favoriteId ? '已收藏' : '收藏'}
        {count > 0 ? ` ${count}` : ''}
      </Button>
      <Button
        icon={<IconFlag />}
        theme="borderless"
        type="tertiary"
        onClick={() => (user ? setReporting(true) : toLogin(target))}
        data-testid="report-button"
      >
        举报
      </Button>
      <Modal
        title={`举报该${target.noun}`}
        visible={reporting}
        onCancel={() => setReporting(false)}
        onOk={() => report().catch(() => {})}
        okText="提交举报"
        cancelText="取消"
        width={420}
      >
        <p className="ds-reader-comments__hint">请选择举报原因，管理员会尽快处理。</p>
        <RadioGroup
          type="pureCard"
          direction="vertical"
          value={reason}
          onChange={(event) => setReason(Number(event.target.value))}
          aria-label="举报原因"
        >
          {reasons.map((item) => (
            <Radio key={item.value} value={item.value} className="ds-reader-comments__reason">
              {item.label}
            </Radio>
          ))}
        </RadioGroup>
      </Modal>
    </div>
  )
}

function CommentForm({
  target,
  parentId = 0,
  placeholder,
  onPosted,
  onCancel,
}: {
  target: CommunityTarget
  parentId?: number
  placeholder: string
  onPosted: (comment: Comment) => void
  onCancel?: () => void
}) {
  const captchaOn = Boolean(useSetting<boolean>('security', 'enable_captcha_comment', false))
  const captcha = useCaptcha('comment', captchaOn)
  const [content, setContent] = useState('')
  const [answer, setAnswer] = useState('')
  const [sending, setSending] = useState(false)

  const submit = async () => {
    const text = content.trim()
    if (!text) return Toast.warning('请输入评论内容')
    if (captcha.enabled && !answer.trim()) return Toast.warning('请输入验证码')
    setSending(true)
    try {
      const comment = await api.post<Comment>(apiUrl('community.comment.store'), {
        document_id: target.id,
        type: target.kind,
        parent_id: parentId,
        content: text,
        captcha_id: captcha.challenge?.id,
        captcha: answer.trim() || undefined,
      })
      setContent('')
      Toast.success(comment.status === 1 ? '评论成功' : '评论已提交，审核通过后对所有人可见')
      onPosted(comment)
    } catch (error) {
      failed(error, target, '评论失败')
    } finally {
      setAnswer('')
      if (captcha.enabled) void captcha.refresh()
      setSending(false)
    }
  }

  return (
    <div className="ds-reader-comment-form">
      <TextArea
        value={content}
        onChange={setContent}
        placeholder={placeholder}
        maxCount={MAX_LENGTH}
        autosize={{ minRows: 2, maxRows: 6 }}
        aria-label={placeholder}
      />
      <div className="ds-reader-comment-form__bar">
        {captcha.enabled && (
          <div className="ds-reader-comment-form__captcha">
            <Input
              value={answer}
              onChange={setAnswer}
              placeholder="验证码"
              maxLength={16}
              className="ds-reader-comment-form__answer"
              aria-label="验证码"
            />
            <CaptchaImage captcha={captcha} className="ds-reader-comment-form__image" />
          </div>
        )}
        <span className="ds-reader-comment-form__spacer" />
        {onCancel && (
          <Button theme="borderless" type="tertiary" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button theme="solid" loading={sending} onClick={submit} data-testid="comment-submit">
          {parentId ? '回复' : '发表评论'}
        </Button>
      </div>
    </div>
  )
}

function CommentItem({
  comment,
  replies,
  target,
  onPosted,
}: {
  comment: Comment
  replies: Comment[]
  target: CommunityTarget
  onPosted: (comment: Comment) => void
}) {
  const { user } = useShared()
  const [replying, setReplying] = useState(false)
  const name = comment.user?.username ?? '已注销用户'
  return (
    <li className="ds-reader-comment" data-testid="comment-item">
      <Avatar size="small" src={comment.user?.avatar || undefined} alt={name} color="light-blue">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="ds-reader-comment__body">
        <div className="ds-reader-comment__head">
          <span className="ds-reader-comment__name">{name}</span>
          {comment.status === 0 && (
            <Tag size="small" color="amber">
              审核中
            </Tag>
          )}
          <span className="ds-reader-comment__time">{comment.created_at ? relativeTime(comment.created_at) : ''}</span>
        </div>
        <p className="ds-reader-comment__text">{comment.content}</p>
        {comment.status === 1 && comment.parent_id === 0 && (
          <Button
            size="small"
            theme="borderless"
            type="tertiary"
            icon={<IconComment />}
            onClick={() => (user ? setReplying(!replying) : toLogin(target))}
          >
            回复
          </Button>
        )}
        {replying && (
          <CommentForm
            target={target}
            parentId={comment.id}
            placeholder={`回复 ${name}`}
            onCancel={() => setReplying(false)}
            onPosted={(reply) => {
              setReplying(false)
              onPosted(reply)
            }}
          />
        )}
        {replies.length > 0 && (
          <ul className="ds-reader-comments__replies">
            {replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} replies={[]} target={target} onPosted={onPosted} />
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}

function ReaderComments({ target }: { target: CommunityTarget }) {
  const { user } = useShared()
  const ban = useCommunity()?.comment_ban
  const [comments, setComments] = useState<Comment[] | null>(null)

  const load = useCallback(async () => {
    try {
      const data = await api.get(apiUrl('community.comment.list'), { document_id: target.id, type: target.kind })
      setComments(data.comment ?? [])
    } catch {
      setComments([])
    }
  }, [target.id, target.kind])

  useEffect(() => {
    void load()
  }, [load])

  const roots = (comments ?? []).filter((comment) => comment.parent_id === 0).reverse()
  const repliesOf = (id: number) => (comments ?? []).filter((comment) => comment.parent_id === id)

  return (
    <section className="ds-card ds-reader-comments" aria-label="评论" id="comments">
      <h2 className="ds-cc-title">评论{comments && comments.length > 0 ? `（${comments.length}）` : ''}</h2>
      {user && ban ? (
        <div className="ds-reader-comments__login" role="status" data-testid="comment-ban">
          <span>{ban}</span>
        </div>
      ) : user ? (
        <CommentForm target={target} placeholder={`说说你对这${target.measure}${target.noun}的看法…`} onPosted={() => void load()} />
      ) : (
        <div className="ds-reader-comments__login">
          <span>登录后才能发表评论</span>
          <Button theme="solid" onClick={() => toLogin(target)}>
            登录
          </Button>
        </div>
      )}
      {comments === null ? (
        <Skeleton placeholder={<Skeleton.Paragraph rows={3} />} loading active />
      ) : roots.length === 0 ? (
        <Empty
          image={<IllustrationNoContent className="ds-empty-image ds-empty-image--small" />}
          description={ban ? '还没有评论' : '还没有评论，来说第一句吧'}
          className="ds-reader-comments__empty"
        />
      ) : (
        <ul className="ds-reader-comments__list">
          {roots.map((comment) => (
            <CommentItem key={comment.id} comment={comment} replies={repliesOf(comment.id)} target={target} onPosted={() => void load()} />
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The favourite/report bar of a document or article page on its own, for a page that places it
 * elsewhere (the phone reader keeps it in a bar at the bottom). Renders nothing unless the
 * community plugin is enabled.
 */
export function ContentActions({ target, favoriteCount, onFavoriteCountChange }: ContentCommunityProps) {
  if (!useCommunity()?.enabled) return null
  return <ReaderActions target={target} favoriteCount={favoriteCount} onFavoriteCountChange={onFavoriteCountChange} />
}

/**
 * The favourite/report bar and the comments of a document or article page (the comments alone
 * with `withActions={false}`). Renders nothing unless the community plugin is enabled.
 */
export function ContentCommunity({
  target,
  favoriteCount,
  onFavoriteCountChange,
  withActions = true,
}: ContentCommunityProps & { withActions?: boolean }) {
  const community = useCommunity()
  if (!community?.enabled) return null
  return (
    <>
      {withActions && (
        <section className="ds-card" aria-label="收藏与举报">
          <ReaderActions target={target} favoriteCount={favoriteCount} onFavoriteCountChange={onFavoriteCountChange} />
        </section>
      )}
      <ReaderComments target={target} />
    </>
  )
}
