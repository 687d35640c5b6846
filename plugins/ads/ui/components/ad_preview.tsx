import { useEffect, useState } from 'react'
import { Radio, RadioGroup, Typography } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import boxCss from './ad_box.css?raw'
import frameCss from './ad_frame.css?raw'

/**
 * The document shown in the preview frame: the site's clipping box around the HTML. The
 * frame is sandboxed with no permission at all (no script, form, popup or navigation of the
 * page), so even HTML that has not been sanitised yet can be shown safely.
 */
function frameDocument(html: string) {
  // The frame is its own document: the page's stylesheets do not apply in it, so its styles go in with the HTML.
  return `<!doctype html><html><head><meta charset="utf-8"><style>${boxCss}${frameCss}</style></head><body><div class="ds-ad">${html}</div></body></html>`
}

export function AdFrame({ html, phone = false, title = '广告预览' }: { html: string; phone?: boolean; title?: string }) {
  return (
    <div className={`ds-ad-preview${phone ? ' ds-ad-preview--phone' : ''}`}>
      <iframe title={title} sandbox="" srcDoc={frameDocument(html)} />
    </div>
  )
}

/**
 * The live preview of the editor: the HTML as the site will show it (sanitised by the server
 * when the staff member may call the preview API) and what saving will remove.
 */
export function LivePreview({ content, serverPreview }: { content: string; serverPreview: boolean }) {
  const [shown, setShown] = useState({ html: content, removed: [] as string[], checked: false })
  const [phone, setPhone] = useState(false)

  useEffect(() => {
    if (!serverPreview) {
      setShown({ html: content, removed: [], checked: false })
      return
    }
    let cancelled = false
    const timer = setTimeout(() => {
      api
        .post<{ content: string; removed: string[] }>(apiUrl('ads.advertisement.preview'), { content })
        .then((result) => !cancelled && setShown({ html: result.content, removed: result.removed, checked: true }))
        .catch(() => !cancelled && setShown({ html: content, removed: [], checked: false }))
    }, 350)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [content, serverPreview])

  return (
    <div className="ds-ad-editor__preview">
      <div className="ds-ad-editor__preview-head">
        <Typography.Text strong>预览</Typography.Text>
        <RadioGroup
          type="button"
          buttonSize="small"
          value={phone ? 'phone' : 'desktop'}
          onChange={(event) => setPhone(event.target.value === 'phone')}
          aria-label="预览宽度"
        >
          <Radio value="desktop">电脑</Radio>
          <Radio value="phone">手机</Radio>
        </RadioGroup>
      </div>
      <AdFrame html={shown.html} phone={phone} />
      {shown.removed.length > 0 ? (
        <Typography.Text type="warning" size="small" data-testid="ad-removed">
          保存时将移除：{shown.removed.join('、')}
        </Typography.Text>
      ) : (
        <Typography.Text type="tertiary" size="small">
          {shown.checked ? '内容均可保留，网站将按此显示。' : '保存时服务器会移除脚本、事件属性和可能遮挡页面的样式。'}
        </Typography.Text>
      )}
    </div>
  )
}
