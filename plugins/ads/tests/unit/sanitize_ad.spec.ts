import { test } from '@japa/runner'
import { removedParts } from '#core/kernel/html/sanitize_html'
import { parseHosts, sanitizeAd, sanitizeAdForPage } from '../../services/sanitize_ad.js'

test.group('Advertisement HTML', () => {
  test('keeps the markup ads use: links, images, text and harmless inline styles', ({ assert }) => {
    const html = sanitizeAd(
      '<div style="text-align:center;padding:8px 12px;background-color:#fef6e4"><a href="https://ads.example.com/x" target="_blank"><img src="/uploads/ab/cd/x.webp" alt="秋季促销" width="728" height="90"></a><p><strong>限时</strong> 优惠</p></div>'
    )
    assert.include(html, 'style="text-align:center;padding:8px 12px;background-color:#fef6e4"')
    assert.include(html, 'href="https://ads.example.com/x"')
    assert.include(html, 'target="_blank"')
    assert.include(html, 'rel="sponsored noopener noreferrer nofollow"')
    assert.include(html, '<img src="/uploads/ab/cd/x.webp" alt="秋季促销" width="728" height="90" />')
    assert.include(html, '<strong>限时</strong>')
  })

  test('drops scripts, event handlers and javascript: links', ({ assert }) => {
    const html = sanitizeAd(
      '<script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">点我</a><svg onload="alert(5)"></svg><style>body{display:none}</style><form action="/x"><input></form>'
    )
    assert.notMatch(html, /script|onerror|onclick|onload|javascript:|alert|<svg|<style|<form|<input/i)
    assert.include(html, '<a rel="sponsored noopener noreferrer nofollow">点我</a>')
  })

  test('styles that could cover the page are removed, harmless ones stay', ({ assert }) => {
    const html = sanitizeAd(
      '<div style="position:fixed;top:0;left:0;z-index:9999;width:100%;height:100vh;transform:scale(3);background:url(https://evil.example/x.png);color:red">全屏</div>'
    )
    assert.equal(html, '<div style="width:100%;color:red">全屏</div>')
    assert.notInclude(sanitizeAd('<div class="semi-modal-mask" id="app">x</div>'), 'class')
    assert.notInclude(sanitizeAd('<div style="margin:-500px">x</div>'), 'margin')
  })

  test('iframes only from the configured hosts, always sandboxed', ({ assert }) => {
    const iframe = '<iframe src="https://player.example.com/embed/1" width="300" height="250" sandbox="allow-top-navigation"></iframe>'
    assert.equal(sanitizeAd(iframe), '')
    assert.equal(sanitizeAd('<iframe src="https://evil.example/x"></iframe>', ['player.example.com']), '')
    const kept = sanitizeAd(iframe, ['player.example.com'])
    assert.include(kept, 'src="https://player.example.com/embed/1"')
    assert.include(kept, 'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"')
    assert.notInclude(kept, 'allow-top-navigation')
    assert.equal(sanitizeAd('<iframe src="http://player.example.com/embed/1"></iframe>', ['player.example.com']), '')
  })

  test('the preview names what was removed', ({ assert }) => {
    const input = '<div style="position:fixed;color:red" class="x"><img src="a.png" onerror="x()"><script>y()</script></div>'
    const parts = removedParts(input, sanitizeAd(input))
    assert.sameMembers(parts, ['<script> 标签', 'class 属性', 'onerror 属性', '样式 position'])
    assert.deepEqual(removedParts('<p>干净</p>', sanitizeAd('<p>干净</p>')), [])
  })

  test('iframe hosts are read one per line or comma separated', ({ assert }) => {
    assert.deepEqual(parseHosts('player.example.com\nWWW.Video.example ,bad/host，x.cn'), [
      'player.example.com',
      'www.video.example',
      'x.cn',
    ])
    assert.deepEqual(parseHosts(''), [])
  })

  test('the page cache answers per content and per host list', ({ assert }) => {
    const iframe = '<iframe src="https://player.example.com/embed/9"></iframe><p>x</p>'
    assert.equal(sanitizeAdForPage(iframe, []), '<p>x</p>')
    assert.include(sanitizeAdForPage(iframe, ['player.example.com']), 'player.example.com/embed/9')
    assert.equal(sanitizeAdForPage(iframe, []), '<p>x</p>')
    assert.equal(sanitizeAdForPage('<p onclick="x()">y</p>', []), '<p>y</p>')
  })
})
