import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Banner, Button, Input, TextArea, Toast, TreeSelect, Typography } from '@douyinfe/semi-ui-19'
import { IconSend } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { SeoHead } from '~/components/site/seo_head'
import '../../components/article.css'
import { ArticleEditor } from '../../components/article_editor'
import type { ArticleItem, CategoryNode } from '../../components/article_types'
import { apiUrl } from '~/lib/api_url'
import './post.css'

interface Props {
  article: (ArticleItem & { content: string; keywords: string; category_id: number[] }) | null
  categories: CategoryNode[]
}

interface Draft {
  title: string
  content: string
  description: string
  keywords: string
  category_id: number[]
}

interface TreeNode {
  label: string
  value: number
  key: string
  children?: TreeNode[]
}

const treeData = (nodes: CategoryNode[]): TreeNode[] =>
  nodes.map((node) => ({
    label: node.title,
    value: node.id,
    key: String(node.id),
    ...(node.children.length ? { children: treeData(node.children) } : {}),
  }))

/** /post: write or edit an article. The draft is kept in this browser until it is published. */
export default function PostArticle({ article, categories }: Props) {
  const storageKey = `ds-article-draft-${article?.id ?? 'new'}`
  const [draft, setDraft] = useState<Draft>({
    title: article?.title ?? '',
    content: article?.content ?? '',
    description: article?.description ?? '',
    keywords: article?.keywords ?? '',
    category_id: article?.category_id ?? [],
  })
  const [restored, setRestored] = useState(false)
  const [refusal, setRefusal] = useState('')
  const [saving, setSaving] = useState(false)
  // Once published, a save still pending from the last keystroke must not bring the draft back.
  const published = useRef(false)

  useEffect(() => {
    api.get(apiUrl('articles.can_publish')).catch((error) => setRefusal(error.message || '您没有发布文章的权限'))
    try {
      const saved = window.localStorage.getItem(storageKey)
      if (saved) {
        setDraft((current) => ({ ...current, ...JSON.parse(saved) }))
        Toast.info('已恢复上次未发布的草稿')
      }
    } catch {
      window.localStorage.removeItem(storageKey)
    }
    setRestored(true)
  }, [storageKey])

  useEffect(() => {
    if (!restored) return
    const timer = window.setTimeout(() => {
      if (!published.current) window.localStorage.setItem(storageKey, JSON.stringify(draft))
    }, 600)
    return () => window.clearTimeout(timer)
  }, [draft, restored, storageKey])

  const update = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }))

  const publish = async () => {
    if (!draft.title.trim()) return Toast.warning('请输入文章标题')
    if (!draft.content.trim()) return Toast.warning('请输入文章内容')
    setSaving(true)
    try {
      const body = { ...draft, title: draft.title.trim() }
      const saved = article
        ? await api.put(apiUrl('articles.update'), { ...body, id: article.id })
        : await api.post(apiUrl('articles.store'), body)
      published.current = true
      window.localStorage.removeItem(storageKey)
      Toast.success(saved.status === 1 ? '发布成功' : '提交成功，文章审核通过后公开')
      router.visit(`/article/${saved.id}`)
    } catch (error) {
      Toast.error((error as Error).message || '发布失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="ds-art">
      <SeoHead title={article ? '编辑文章' : '发布文章'} noindex />
      <div className="ds-container">
        <section className="ds-card ds-art-post">
          <div className="ds-art-post__bar">
            <Typography.Title heading={4} className="ds-art-post__heading">
              {article ? '编辑文章' : '发布文章'}
            </Typography.Title>
            <Typography.Text type="tertiary" size="small">
              草稿自动保存在本机浏览器
            </Typography.Text>
          </div>
          {refusal && <Banner type="danger" closeIcon={null} description={refusal} />}
          <Input
            className="ds-art-post__title"
            size="large"
            placeholder="请输入文章标题"
            aria-label="文章标题"
            maxLength={100}
            showClear
            value={draft.title}
            onChange={(title) => update({ title })}
          />
          <div className="ds-art-post__row">
            <TreeSelect
              multiple
              leafOnly={false}
              className="ds-art-post__categories"
              treeData={treeData(categories)}
              value={draft.category_id}
              onChange={(next) => update({ category_id: ((next as number[]) ?? []).map(Number) })}
              placeholder="选择文章分类（可多选）"
              aria-label="文章分类"
              emptyContent="暂无文章分类"
            />
            <Input
              placeholder="关键词，用逗号分隔（选填）"
              aria-label="关键词"
              maxLength={255}
              value={draft.keywords}
              onChange={(keywords) => update({ keywords })}
            />
          </div>
          {restored && <ArticleEditor value={draft.content} onChange={(content) => update({ content })} />}
          <TextArea
            placeholder="摘要（选填，留空则取正文开头）"
            aria-label="摘要"
            maxCount={1000}
            autosize={{ minRows: 2, maxRows: 4 }}
            value={draft.description}
            onChange={(description) => update({ description })}
          />
          <div className="ds-art-post__bar">
            <Typography.Text type="tertiary" size="small">
              支持粘贴或拖入图片；正文会经过安全过滤后保存
            </Typography.Text>
            <Button
              theme="solid"
              size="large"
              icon={<IconSend />}
              loading={saving}
              disabled={Boolean(refusal)}
              onClick={publish}
              data-testid="article-publish"
            >
              {article ? '保存修改' : '发布文章'}
            </Button>
          </div>
        </section>
      </div>
    </div>
  )
}
