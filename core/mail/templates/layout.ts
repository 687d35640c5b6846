/**
 * The frame of every mail: the site's logo (or name) on top, the body, and a footer saying
 * the mail was sent automatically. Inline styles, because mail clients drop stylesheets.
 * Edge escapes every {{ }}; the body is markup the templates produced.
 */
export const LAYOUT = `<!doctype html>
<html lang="zh-CN">
<body style="margin:0;padding:24px 0;background:#f4f5f7;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1c1f23;">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0">
    <tr><td align="center">
      <table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;">
        <tr><td style="padding:24px 32px;border-bottom:1px solid #e8eaed;">
          @if(brand.logo)
            <img src="{{ brand.logo }}" alt="{{ brand.sitename }}" height="32" style="height:32px;">
          @else
            <strong style="font-size:18px;">{{ brand.sitename }}</strong>
          @end
        </td></tr>
        <tr><td style="padding:24px 32px;font-size:14px;line-height:1.7;">
          {{{ body }}}
        </td></tr>
        <tr><td style="padding:16px 32px;border-top:1px solid #e8eaed;font-size:12px;color:#8a8f99;">
          此邮件由 <a href="{{ brand.domain }}" style="color:#8a8f99;">{{ brand.sitename }}</a> 系统自动发送，请勿直接回复。
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`
