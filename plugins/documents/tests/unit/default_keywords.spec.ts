import { test } from '@japa/runner'
import { defaultKeywords } from '#plugins/documents/actions/upload_default_keywords'

test.group('Keywords of an upload without keywords', () => {
  test('are the words of its title, not two-character splits like 中的 or function words', ({ assert }) => {
    const words = defaultKeywords('中国古代文学史中的诗歌与散文研究').split(',')
    assert.includeMembers(words, ['文学史', '诗歌', '散文', '古代'])
    for (const split of ['中的', '文学', '史', '的', '与']) assert.notInclude(words, split)

    const exam = defaultKeywords('小学三年级语文上册期末试卷及答案').split(',')
    assert.includeMembers(exam, ['期末试卷', '语文', '三年级', '上册', '答案'])
    assert.notInclude(exam, '及')
  })

  test('read the description too, and stay within the 255-character column', ({ assert }) => {
    const words = defaultKeywords('2024年工作总结', '本年度完成了客户管理系统的上线和数据迁移。').split(',')
    assert.includeMembers(words, ['总结', '客户', '管理系统', '迁移'])
    assert.notInclude(words, '2024')
    assert.isAtMost(defaultKeywords('数据库'.repeat(200), '索引 查询 优化 '.repeat(200)).length, 255)
  })
})
