import { useEffect, useRef, useState } from 'react'
import { Button, Input, Popover, SideSheet, Spin, Toast } from '@douyinfe/semi-ui-19'
import { IconCopy, IconShareStroked } from '@douyinfe/semi-icons'
import { absoluteSiteUrl, useSiteBaseUrl } from '~/components/site/seo_head'
import { PHONE_MAX_WIDTH } from '~/lib/site_routes'
import { useMediaQuery } from '~/hooks/use_media_query'
import { useHydrated } from '~/hooks/use_hydrated'
import './reader_share.css'

/** The document's canonical address, absolute: the site's configured domain, else where the page was opened. */
function useShareLink(documentId: number) {
  const baseUrl = useSiteBaseUrl()
  const path = `/document/${documentId}`
  return absoluteSiteUrl(baseUrl || (typeof window === 'undefined' ? '' : window.location.origin), path)
}

/** For browsers without the asynchronous clipboard (plain http, older WebViews): copy what the input holds. */
function copyBySelection(input: HTMLInputElement | null) {
  if (!input) return false
  input.focus()
  input.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}

/** The link's QR code as a data: URL, drawn in the browser when the panel opens (the encoder loads only then). */
function useQrCode(link: string) {
  const [dataUrl, setDataUrl] = useState('')
  useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(link, { width: 320, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => current && setDataUrl(url))
      .catch(() => current && setDataUrl(''))
    return () => {
      current = false
    }
  }, [link])
  return dataUrl
}

function SharePanel({ link, title }: { link: string; title: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  const qrCode = useQrCode(link)
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  const copy = async () => {
    let done = false
    try {
      await navigator.clipboard.writeText(link)
      done = true
    } catch {
      done = copyBySelection(input.current)
    }
    setCopied(done)
    if (done) Toast.success('链接已复制')
    else Toast.warning('无法自动复制，请长按或手动选择链接复制')
  }

  const systemShare = () => {
    // Closing the system sheet rejects; nothing to tell the reader then.
    navigator.share({ title, url: link }).catch(() => undefined)
  }

  return (
    <div className="ds-share" role="group" aria-label="分享这篇文档" data-testid="reader-share-panel">
      <div className="ds-share__link">
        <Input ref={input} readonly value={link} aria-label="文档链接" onFocus={() => input.current?.select()} />
        <Button theme="solid" icon={<IconCopy />} onClick={() => void copy()} data-copied={copied ? 'true' : 'false'}>
          复制链接
        </Button>
      </div>
      <figure className="ds-share__qr">
        {qrCode ? (
          <img className="ds-share__qr-image" src={qrCode} alt="文档链接二维码" width={160} height={160} />
        ) : (
          <div className="ds-share__qr-image ds-share__qr-image--loading">
            <Spin />
          </div>
        )}
        <figcaption className="ds-share__qr-caption">用手机或微信扫一扫，打开这篇文档</figcaption>
      </figure>
      {canShare && (
        <Button block icon={<IconShareStroked />} onClick={systemShare}>
          更多分享方式
        </Button>
      )}
    </div>
  )
}

/** 分享 on the reader: the canonical link to copy and its QR code; a popover on desktops, a sheet from the bottom on phones. */
export function ReaderShare({ documentId, title }: { documentId: number; title: string }) {
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`)
  const [visible, setVisible] = useState(false)
  const link = useShareLink(documentId)
  // The panel needs scripts; the server renders the button alone, not Semi's Popover or SideSheet around it.
  const hydrated = useHydrated()
  // A plain button: Semi's Popover finds its anchor through the child's DOM node and puts its own aria-expanded on it.
  const trigger = (
    <button type="button" className="ds-share-button" onClick={() => setVisible(!visible)}>
      <IconShareStroked />
      <span>分享</span>
    </button>
  )
  if (!hydrated) return trigger
  if (phone) {
    return (
      <>
        {trigger}
        <SideSheet
          title="分享"
          visible={visible}
          placement="bottom"
          height="auto"
          className="ds-share-sheet"
          zIndex={1002}
          onCancel={() => setVisible(false)}
        >
          {visible && <SharePanel link={link} title={title} />}
        </SideSheet>
      </>
    )
  }
  return (
    <Popover
      trigger="custom"
      visible={visible}
      onClickOutSide={() => setVisible(false)}
      onEscKeyDown={() => setVisible(false)}
      position="bottomRight"
      showArrow
      content={visible ? <SharePanel link={link} title={title} /> : null}
    >
      {trigger}
    </Popover>
  )
}
