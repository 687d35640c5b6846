/**
 * Chinese segmentation for the search index: the character pairs of core/search/segmenter.ts
 * (Intl.Segmenter for the rest) against @node-rs/jieba (search-mode words in the index, the
 * query cut into words that must all be there).
 *
 *   node bench/search/segmenter_compare.ts
 *
 * Recall and precision are judged against what a visitor expects from a search box: the
 * titles that contain what they typed. Two query sets: the dictionary words of the titles
 * (jieba's home ground) and phrases visitors type that cross its word boundaries. Speed is
 * the tokens of ~5 MB of Chinese text per second. No database: the matching is simulated as
 * the drivers run it (pairs: a phrase of consecutive pairs; jieba: every word present).
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('../../', import.meta.url)))
await import('@poppinss/ts-exec')
const { tokens, queryTerms } = await import('../../core/search/segmenter.ts')
const require = createRequire(import.meta.url)
const { Jieba } = require('@node-rs/jieba')
const { dict } = require('@node-rs/jieba/dict')

const TITLES = [
  '中华人民共和国宪法',
  '中华人民共和国民法典合同编',
  '中国古代文学史中的诗歌与散文研究',
  '关于进一步加强和改进中小学生心理健康教育的通知',
  '2024年全国大学生数学建模竞赛论文：基于深度学习的交通流量预测',
  'Python编程从入门到实践（第3版）',
  '房屋租赁合同范本（个人版）',
  '小学三年级语文上册期末试卷及答案',
  '资产负债表与利润表的编制方法',
  '大数据库系统设计',
  '机器学习实战',
  '深度学习推荐系统实战',
  '高等数学同济第七版上册课后习题答案',
  '企业所得税汇算清缴操作指南',
  '建筑工程施工组织设计方案',
  '新能源汽车动力电池技术发展报告',
  '人工智能伦理与治理白皮书',
  '计算机网络自顶向下方法',
  '临床护理操作规范与技术',
  '公司员工绩效考核管理办法',
  '高中物理必修一知识点总结',
  '马克思主义基本原理概论',
  '劳动合同法实施条例解读',
  '城市轨道交通运营安全管理',
  '数据结构与算法分析C语言描述',
  '中医基础理论讲义',
  '英语四级词汇乱序版',
  '商业计划书模板及写作指南',
  '研究生入学考试政治真题解析',
  '网络安全等级保护基本要求',
]

/** Phrases a visitor types that are not one dictionary word of the title. */
const CROSSING = [
  '人民共和国',
  '民法典',
  '文学史',
  '心理健康教育',
  '交通流量预测',
  '合同范本',
  '期末试卷',
  '负债表',
  '数据库系统',
  '学习实战',
  '推荐系统',
  '课后习题',
  '汇算清缴',
  '施工组织',
  '动力电池',
  '伦理与治理',
  '自顶向下',
  '护理操作',
  '绩效考核',
  '物理必修',
  '基本原理',
  '合同法',
  '轨道交通',
  '算法分析',
  '基础理论',
  '四级词汇',
  '计划书',
  '政治真题',
  '等级保护',
  '同济',
  '租赁合同',
  '建模竞赛',
  '所得税',
  '白皮书',
  '知识点',
]

const jieba = Jieba.withDict(dict)
const han = /^[\p{Script=Han}]+$/u

function pairsMatch(title: string, query: string) {
  const doc = tokens(title)
  return queryTerms(query).every((term) => {
    if (term.prefix) return doc.some((token) => token.startsWith(term.tokens[0]))
    return doc.some((_, start) => term.tokens.every((token, offset) => doc[start + offset] === token))
  })
}

function jiebaMatch(docTokens: Set<string>, query: string) {
  return (jieba.cut(query, true) as string[]).every((word) => docTokens.has(word))
}

function score(queries: string[]) {
  const jiebaDocs = TITLES.map((title) => new Set(jieba.cutForSearch(title, true) as string[]))
  const tally = { pairs: { found: 0, wrong: 0 }, jieba: { found: 0, wrong: 0 }, relevant: 0 }
  for (const query of queries) {
    TITLES.forEach((title, index) => {
      const relevant = title.includes(query)
      if (relevant) tally.relevant += 1
      for (const [name, hit] of [
        ['pairs', pairsMatch(title, query)],
        ['jieba', jiebaMatch(jiebaDocs[index], query)],
      ] as const) {
        if (hit && relevant) tally[name].found += 1
        if (hit && !relevant) tally[name].wrong += 1
      }
    })
  }
  const of = (name: 'pairs' | 'jieba') => ({
    recall: Number((tally[name].found / tally.relevant).toFixed(3)),
    precision: Number((tally[name].found / Math.max(1, tally[name].found + tally[name].wrong)).toFixed(3)),
  })
  return { queries: queries.length, relevant: tally.relevant, pairs: of('pairs'), jieba: of('jieba') }
}

function speed() {
  const text = TITLES.join('。').repeat(Math.ceil(5_000_000 / (TITLES.join('。').length * 3)))
  const timed = (run: () => number) => {
    const begin = performance.now()
    const count = run()
    return { tokens: count, mb_per_s: Number((Buffer.byteLength(text) / 1e6 / ((performance.now() - begin) / 1000)).toFixed(1)) }
  }
  jieba.cut('预热', true)
  return {
    megabytes: Number((Buffer.byteLength(text) / 1e6).toFixed(1)),
    pairs: timed(() => tokens(text).length),
    jieba: timed(() => (jieba.cutForSearch(text, true) as string[]).length),
  }
}

const words = [...new Set(TITLES.flatMap((title) => jieba.cut(title, true) as string[]))].filter(
  (word) => han.test(word) && word.length >= 2
)
console.log(JSON.stringify({ dictionary_words: score(words), crossing_phrases: score(CROSSING), tokenizing: speed() }, null, 2))
