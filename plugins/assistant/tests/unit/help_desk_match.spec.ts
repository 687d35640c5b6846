import { test } from '@japa/runner'
import { closeness, helpDeskScore } from '../../services/help_desk_match.js'
import { subjectWords } from '../../services/question_terms.js'
import { QUICK_ANSWERS } from '../../database/seeders/knowledge_seed.js'

const [vip, download, register, password] = QUICK_ANSWERS

test.group('Help desk: an entry answers only with enough evidence', () => {
  test('the same question, a close paraphrase or two of its keywords match', ({ assert }) => {
    assert.equal(helpDeskScore('如何下载文档？', download), 100)
    assert.isAbove(helpDeskScore('文档怎么下载啊', download), 0, 'paraphrase: 文档 下载 without the fillers')
    assert.isAbove(helpDeskScore('忘记密码了怎么办', password), 0)
    assert.isAbove(helpDeskScore('新用户怎么注册账号', register), 0)
    assert.isAbove(helpDeskScore('vip会员多少钱', vip), 0)
    assert.isAbove(helpDeskScore('VIP 有什么用', vip), 0, 'one keyword that is most of the message')
    assert.isAbove(helpDeskScore('我想开票', { question: '如何开发票？', keywords: '发票, 开票' }), 0)
  })

  test('one shared keyword in a longer question is not enough, and a keyword inside another counts once', ({ assert }) => {
    assert.equal(helpDeskScore('wget 怎么下载整个网站的镜像', download), 0, '怎么下载 holds 下载: one piece of evidence')
    assert.equal(helpDeskScore('psql 的密码忘了怎么重置', password), 0)
    assert.equal(helpDeskScore('useradd 忘记密码怎么办', password), 0, 'a longer question about something else is no paraphrase')
    assert.equal(helpDeskScore('How do I download Debian?', download), 0)
    assert.equal(
      helpDeskScore('微积分怎么学', { question: '怎么获得积分？', keywords: '积分,赚积分' }),
      0,
      '积分 is half of 微积分学: not most of it'
    )
  })

  test('closeness ignores fillers and punctuation', ({ assert }) => {
    assert.equal(closeness('请问如何下载文档？', '下载文档'), 1)
    assert.equal(closeness('怎么', '如何'), 0)
  })

  test('fillers are left out as words, never as characters inside a word', ({ assert }) => {
    assert.deepEqual(subjectWords('目的地在哪里？'), ['目的地'], '的 of 目的地 stays')
    assert.equal(closeness('目的地在哪里', '目的地'), 1)
  })
})
